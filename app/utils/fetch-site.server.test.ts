import path from "node:path";
import { describe, expect, it } from "vitest";
import { loaderReach } from "../../tests/support/loader-writes";
import { isCrossSiteRequest, refuseCrossSiteRequest } from "./fetch-site.server";

const request = (url: string, fetchSite?: string) => new Request(url, fetchSite === undefined ? {} : { headers: { "Sec-Fetch-Site": fetchSite } });

/** What refuseCrossSiteRequest threw, or null when it let the request through. */
function refusal(req: Request, action = "Download the CV") {
  try {
    refuseCrossSiteRequest(req, action);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("a staff GET with a side effect", () => {
  it("is let through from this site, a typed or bookmarked address, and a client that says nothing", () => {
    for (const fetchSite of ["same-origin", "same-site", "none", undefined]) {
      expect(isCrossSiteRequest(request("http://localhost/staff/inbox/export", fetchSite)), String(fetchSite)).toBe(false);
      expect(refusal(request("http://localhost/staff/inbox/export", fetchSite)), String(fetchSite)).toBeNull();
    }
  });

  it("started from another site gets a 403 page that links to the same address here, and home", async () => {
    const answer = refusal(request("http://localhost/staff/inbox/export?kind=quote&q=%3Cb%3E", "cross-site"), "Download the inbox as CSV");
    expect(answer?.status).toBe(403);
    expect(answer?.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await answer!.text();
    expect(html).toContain("<title>Started from another site — Staff — ");
    expect(html).toContain('<a href="/staff/inbox/export?kind=quote&amp;q=%3Cb%3E">Download the inbox as CSV</a>');
    expect(html).toContain('<a href="/staff">Staff home</a>');
  });

  it("links to a path on this site even when the request's path starts with slashes", async () => {
    for (const url of ["http://localhost//evil.example/staff/x", "http://localhost/\\evil.example/staff/x"]) {
      const html = await refusal(request(url, "cross-site"))!.text();
      expect(html, url).not.toMatch(/href="[/\\]{2}/);
      expect(html, url).toMatch(/continue here: <a href="\/staff">/);
    }
  });
});

describe("every staff loader", () => {
  it("that writes in the member's name refuses a request started from another site; pages that only show data do not", () => {
    const reach = loaderReach(path.resolve(__dirname, "../.."), (folder) => folder === "staff" || folder.startsWith("staff."), {
      file: "app/utils/fetch-site.server.ts",
      name: "refuseCrossSiteRequest",
    });
    // Every staff request moves its session's "last seen" forward (the 30-minute idle limit): not done in anyone's
    // name, so it needs no guard.
    const recording = reach.filter((route) => route.writes.some((write) => write !== "update staffSessions"));
    // The analysis must still see what it is there for: the CV download and the inbox export write the audit log.
    expect(recording.map((route) => route.route)).toEqual(expect.arrayContaining(["staff.applications.$id.cv", "staff.inbox.export"]));
    expect(recording.filter((route) => !route.guarded).map((route) => `${route.route}: ${route.writes.join(", ")}`), "loaders that write without refuseCrossSiteRequest").toEqual([]);
    expect(
      reach.filter((route) => route.guarded && !recording.includes(route)).map((route) => route.route),
      "loaders that write nothing but refuse links from other sites",
    ).toEqual([]);
  }, 60_000);
});
