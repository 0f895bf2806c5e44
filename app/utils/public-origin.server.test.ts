/** Absolute links come from PUBLIC_ORIGIN alone: no request is involved, and a path cannot leave the site. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv("PUBLIC_ORIGIN", "https://www.example.om/");
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("publicOrigin and publicUrl", () => {
  it("read PUBLIC_ORIGIN, without a trailing slash", async () => {
    const { publicOrigin, publicUrl } = await import("./public-origin.server");
    expect(publicOrigin()).toBe("https://www.example.om");
    expect(publicUrl("/solution/7")).toBe("https://www.example.om/solution/7");
    expect(publicUrl("/search?q=scale%20inhibitor")).toBe("https://www.example.om/search?q=scale%20inhibitor");
  });

  it("keep a path that starts with // or \\ on this site", async () => {
    const { publicUrl } = await import("./public-origin.server");
    expect(publicUrl("//evil.example/x")).toBe("https://www.example.om/evil.example/x");
    expect(publicUrl("/\\evil.example/x")).toBe("https://www.example.om/evil.example/x");
    expect(publicUrl("career/3")).toBe("https://www.example.om/career/3");
  });

  it("leave an address that is already absolute (an image on the remote backend) as it is", async () => {
    const { publicUrl } = await import("./public-origin.server");
    expect(publicUrl("https://api.example.om/media/a.png")).toBe("https://api.example.om/media/a.png");
  });

  it("default to http://localhost:PORT outside production", async () => {
    vi.stubEnv("PUBLIC_ORIGIN", "");
    vi.stubEnv("PORT", "3456");
    const { publicOrigin } = await import("./public-origin.server");
    expect(publicOrigin()).toBe("http://localhost:3456");
  });
});

describe("the API's page links", () => {
  it("are built on PUBLIC_ORIGIN, whatever Host the request was sent with", async () => {
    const { absolutePage } = await import("./api.server");
    const request = new Request("http://evil.example/api/v1/petrochemicals_catalog/solutions/?search=scale&page=2", { headers: { Host: "evil.example" } });
    const page = absolutePage(request, { count: 30, next: "?page=3&page_size=10", previous: "?page=1&page_size=10", results: [] });
    expect(page.next).toBe("https://www.example.om/api/v1/petrochemicals_catalog/solutions/?search=scale&page=3&page_size=10");
    expect(page.previous).toBe("https://www.example.om/api/v1/petrochemicals_catalog/solutions/?search=scale&page=1&page_size=10");
  });
});
