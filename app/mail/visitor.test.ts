import { describe, expect, it } from "vitest";
import { MESSAGE_MAX, NAME_MAX, visitorAddress, visitorMessage, visitorValue } from "./visitor";

describe("visitorValue (one line)", () => {
  it("makes CR/LF and every other line break a space, so the value cannot start a line of its own", () => {
    expect(visitorValue("Amal\r\nBcc: x@example.com\u2028To: y\u0085z")).toBe("Amal Bcc: x@example[.]com To: y z");
  });

  it("caps a name at 200 characters, ending in …", () => {
    const value = visitorValue("A".repeat(10_000));
    expect(value).toHaveLength(NAME_MAX);
    expect(value.endsWith("A…")).toBe(true);
  });

  it("leaves no link a mail program would follow, but keeps it readable", () => {
    expect(visitorValue("see https://evil.test/login?x=1")).toBe("see https[:]//evil[.]test/login?x=1");
    expect(visitorValue("www.evil.test")).toBe("www[.]evil[.]test");
    expect(visitorValue("Acme.com Ltd")).toBe("Acme[.]com Ltd");
    expect(visitorValue("javascript://evil")).toBe("javascript[:]//evil");
    expect(visitorValue("evil。test")).toBe("evil[.]test");
  });

  it("keeps ordinary text as it is", () => {
    expect(visitorValue("Amal Al-Harthy")).toBe("Amal Al-Harthy");
    expect(visitorValue("2.5 kg, e.g. drums")).toBe("2.5 kg, e.g. drums");
    expect(visitorValue("Field Service Engineer (Sohar)")).toBe("Field Service Engineer (Sohar)");
  });

  it("can never spell the {{link}} placeholder", () => {
    for (const value of ["{{link}}", "{{{link}}}", "{{{{link}}}}", "x{{link}}y{{link}}"]) expect(visitorValue(value)).not.toContain("{{");
    expect(visitorValue("{{link}}")).toBe("{ {link}}");
  });

  it("drops zero-width characters and the bidi overrides that can disguise text", () => {
    expect(visitorValue("in\u200bvoice\u202Efdp.exe")).toBe("invoicefdp[.]exe");
  });
});

describe("the cost of a long value", () => {
  it("stays linear whatever the visitor sends (no regular expression backtracks over the value)", () => {
    const start = performance.now();
    for (const unit of ["a", "a.", "a-", "a.b", ":", "://", "{", "\n", "a\n\n", "www.", "\u3002"]) {
      const value = unit.repeat(Math.ceil(200_000 / unit.length));
      visitorValue(value);
      visitorMessage(value);
    }
    expect(performance.now() - start).toBeLessThan(1500);
  });
});

describe("visitorMessage (several lines, quoted)", () => {
  it("keeps the visitor's own lines, with every kind of line break made one", () => {
    expect(visitorMessage("Hello\r\nBcc: x\rthird\u2028fourth").quote).toEqual(["Hello", "Bcc: x", "third", "fourth"]);
  });

  it("makes runs of empty lines one, and trims the ends", () => {
    expect(visitorMessage("\n\nOne\n\n\n\n\nTwo  \n\n").quote).toEqual(["One", "", "Two"]);
  });

  it("caps a message at 5,000 characters, ending in …", () => {
    const { quote } = visitorMessage("B".repeat(10_000));
    expect(quote.join("\n")).toHaveLength(MESSAGE_MAX);
    expect(quote.join("\n").endsWith("B…")).toBe(true);
  });

  it("leaves no link and no placeholder", () => {
    const { quote } = visitorMessage("Click https://evil.test\n{{link}}");
    expect(quote).toEqual(["Click https[:]//evil[.]test", "{ {link}}"]);
  });
});

describe("visitorAddress", () => {
  it("shows a plain mailbox as it is", () => {
    expect(visitorAddress("amal@example.om")).toBe("amal@example.om");
  });

  it("makes anything else inert", () => {
    expect(visitorAddress("a@b.c\r\nBcc: d@evil.test")).toBe("a@b.c Bcc: d@evil[.]test");
    expect(visitorAddress("{{link}}@evil.test")).toBe("{ {link}}@evil[.]test");
  });
});
