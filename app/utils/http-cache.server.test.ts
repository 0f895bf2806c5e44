import { describe, expect, it } from "vitest";
import { applyDocumentCaching, documentEtag, etagMatches } from "./http-cache.server";

describe("documentEtag", () => {
  it("is the same for the same page rendered with different nonces", () => {
    const a = documentEtag('<script nonce="abc123">x</script>', "abc123");
    const b = documentEtag('<script nonce="zzz999">x</script>', "zzz999");
    expect(a).toBe(b);
  });
  it("is the same for a document's bytes as for its text, its nonces anywhere and any number of times", () => {
    const page = (nonce: string) => `${nonce}<script nonce="${nonce}">Düsseldorf – 40 °C</script><style nonce="${nonce}"></style>${nonce}`;
    const tag = documentEtag(page("abc123"), "abc123");
    expect(documentEtag(Buffer.from(page("zzz999")), "zzz999")).toBe(tag);
    expect(documentEtag(Buffer.from(page("")), "")).toBe(tag);
    expect(documentEtag(page(""), "")).toBe(tag);
  });
  it("changes when the content changes", () => {
    expect(documentEtag("<p>a</p>", "n")).not.toBe(documentEtag("<p>b</p>", "n"));
  });
});

describe("etagMatches", () => {
  it("matches a listed tag, weak or strong, and *", () => {
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"other"', 'W/"abc"')).toBe(false);
    expect(etagMatches(null, 'W/"abc"')).toBe(false);
  });
});

describe("applyDocumentCaching", () => {
  it("lets shared caches keep anonymous pages briefly, stale while revalidating", () => {
    const headers = new Headers();
    applyDocumentCaching(new Request("http://x/"), headers);
    expect(headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=300");
    expect(headers.get("Vary")).toContain("Cookie");
  });
  it("keeps pages private when the visitor has a cookie or gets one", () => {
    const withCookie = new Headers();
    applyDocumentCaching(new Request("http://x/", { headers: { Cookie: "__session=1" } }), withCookie);
    expect(withCookie.get("Cache-Control")).toBe("private, no-cache");
    const settingCookie = new Headers({ "Set-Cookie": "a=1" });
    applyDocumentCaching(new Request("http://x/"), settingCookie);
    expect(settingCookie.get("Cache-Control")).toBe("private, no-cache");
  });
  it("keeps pages with a form's one-time submission key private, so no shared cache hands the key to two visitors", () => {
    const headers = new Headers();
    applyDocumentCaching(new Request("http://x/contact-us"), headers, '<form><input type="hidden" name="submission_key" value="k1"/></form>');
    expect(headers.get("Cache-Control")).toBe("private, no-cache");
  });
  it("leaves a route's own Cache-Control alone", () => {
    const headers = new Headers({ "Cache-Control": "no-store" });
    applyDocumentCaching(new Request("http://x/"), headers);
    expect(headers.get("Cache-Control")).toBe("no-store");
  });
});
