import { describe, expect, it } from "vitest";
import { acceptedLocale } from "./negotiate.server";

const asking = (header?: string) => acceptedLocale({ headers: new Headers(header === undefined ? {} : { "Accept-Language": header }) });

describe("the language an API call asks for (Accept-Language)", () => {
  it("is Arabic for any Arabic tag, English for English", () => {
    expect(asking("ar")).toBe("ar");
    expect(asking("ar-OM")).toBe("ar");
    expect(asking("AR-om,en;q=0.5")).toBe("ar");
    expect(asking("en-GB")).toBe("en");
  });

  it("takes the best supported language by quality, then by order", () => {
    expect(asking("de-DE, ar;q=0.8, en;q=0.7")).toBe("ar");
    expect(asking("en;q=0.5, ar;q=0.9")).toBe("ar");
    expect(asking("ar, en")).toBe("ar");
    expect(asking("en, ar")).toBe("en");
    expect(asking("fr, ar;q=0")).toBe("en");
  });

  it("is English when the header is missing, empty, unsupported, malformed or absurdly long", () => {
    expect(asking()).toBe("en");
    expect(asking("")).toBe("en");
    expect(asking("de, fr")).toBe("en");
    expect(asking(";;,,;q=x")).toBe("en");
    expect(asking("*")).toBe("en");
    expect(asking(`${"x,".repeat(600)}ar`)).toBe("en");
  });
});
