import { describe, expect, it } from "vitest";
import { capText, safeAddress, safeHeaderText } from "./headers";

describe("safeHeaderText", () => {
  it("makes a subject with CR/LF one line, so it cannot start a header of its own", () => {
    const subject = safeHeaderText("Hello\r\nBcc: x@evil.test\r\n\r\nbody");
    expect(subject).toBe("Hello Bcc: x@evil.test body");
    expect(subject).not.toMatch(/[\r\n]/);
  });

  it("drops every other control character and the Unicode line and paragraph separators", () => {
    expect(safeHeaderText("a\u2028b\u2029c\u0085d\u0000e\u001bf\u007fg\tg\u000bh")).toBe("a b c d e f g g h");
    expect(safeHeaderText("  plenty   of\u00a0 space  ")).toBe("plenty of space");
    expect(safeHeaderText("abc\u202egnp.exe")).toBe("abc gnp.exe");
  });

  it("caps at 200 characters by default, ending in …", () => {
    const subject = safeHeaderText("A".repeat(10_000));
    expect(Array.from(subject)).toHaveLength(200);
    expect(subject.endsWith("A…")).toBe(true);
    expect(safeHeaderText("Short enough")).toBe("Short enough");
    expect(safeHeaderText("abcdefghij", 5)).toBe("abcd…");
  });

  it("never cuts a character in half", () => {
    expect(capText("😀😀😀😀", 3)).toBe("😀😀…");
  });
});

describe("safeAddress", () => {
  it.each(["amal@example.om", "a@b.c", "first.last+quotes@mail.example.co.uk", "o_k-1%x@sub-domain.example.com"])("accepts %s", (address) => {
    expect(safeAddress(address)).toBe(address);
  });

  it("drops the spaces around an address", () => {
    expect(safeAddress("  amal@example.om ")).toBe("amal@example.om");
  });

  it.each([
    "a@b.c\r\nBcc: d@e.f",
    "a@b.c\nBcc: d@e.f",
    "a@b.c\r",
    "A <a@b.c>",
    "<a@b.c>",
    "a@b.c, d@e.f",
    "a@b.c,d@e.f",
    "a@b.c; d@e.f",
    '"a"@b.c',
    "a'b@c.d",
    "a b@c.d",
    "a@b@c.d",
    "a@b",
    "a@b.c.",
    "a@-b.c",
    "a@127.0.0.1",
    ".a@b.c",
    "a..b@c.d",
    "@b.c",
    "a@",
    "",
    `${"a".repeat(65)}@b.c`,
    `a@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(63)}.com`,
  ])("refuses %j", (value) => {
    expect(safeAddress(value)).toBeNull();
  });
});
