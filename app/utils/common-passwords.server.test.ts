import { describe, expect, it } from "vitest";
import { commonPasswordCount, isCommonPassword } from "./common-passwords.server";

describe("the common-password list", () => {
  it("bundles at least 10,000 passwords", () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it("refuses 'password' and other common ones in any letter case", () => {
    for (const password of ["password", "PassWord", "12345678", "iloveyou", "qwertyuiop", " password "]) expect(isCommonPassword(password), password).toBe(true);
  });

  it("refuses the list's entries that hold symbols, such as 'pa$$w0rd'", () => {
    expect(isCommonPassword("Pa$$w0rd")).toBe(true);
  });

  it("accepts a password that is not on the list", () => {
    expect(isCommonPassword("correct horse battery")).toBe(false);
    expect(isCommonPassword("Vq3!trombone-lagoon")).toBe(false);
  });
});
