/** The anonymous basket's cookie: what it keeps, and every way a forged or broken one is refused rather than believed. */
import { randomBytes } from "node:crypto";
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MAX_BASKET_LINES } from "~/content/basket";
import { signPayload } from "./signed-token.server";
import { basketCookieName, basketSetCookie, clearBasketCookie, decodeBasket, encodeBasket, readBasketCookie, type BasketLine } from "./basket-cookie.server";

const SECRET = "basket-test-secret-0123456789";
const settings = { cookieSecure: false, SESSION_SECRETS: [SECRET] };
// What the module signs with: the same purpose, so a test can forge a payload with a valid signature.
const PURPOSE = { salt: "basket-cookie", info: "anonymous quote basket v1" };

const line = (solutionId: number, extra: Partial<BasketLine> = {}): BasketLine => ({
  solutionId,
  quantity: null,
  unit: "kg",
  sample: false,
  sampleSize: null,
  sampleUnit: null,
  note: "",
  ...extra,
});

/** The value a Set-Cookie header carries, as the browser sends it back. */
const valueOf = (header: string) => header.split(";")[0].slice(header.indexOf("=") + 1);
const requestWith = (value: string) => new Request("http://localhost/basket", { headers: { Cookie: `other=1; ${basketCookieName(false)}=${value}` } });
/** A payload signed with the real key: only its content can make it fail. */
const signed = (packed: unknown) => signPayload(deflateRawSync(Buffer.from(JSON.stringify(packed))).toString("base64url"), SECRET, PURPOSE);

describe("the basket cookie", () => {
  it("reads back the lines it stored, in order, with their quantities, samples and notes", () => {
    const lines = [
      line(7, { quantity: 2.5, unit: "t", sample: true, sampleSize: 500, sampleUnit: "ml", note: "For the Fahud field — عينة" }),
      line(3, { unit: "ibc-1000l" }),
    ];
    const header = basketSetCookie(lines, settings)!;
    expect(header).toMatch(/^__basket=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    expect(readBasketCookie(requestWith(valueOf(header)), settings)).toEqual({ lines, tampered: false, present: true });
  });

  it("is named __Host-basket and Secure on HTTPS; an empty basket clears it", () => {
    const header = basketSetCookie([line(1)], { ...settings, cookieSecure: true })!;
    expect(header).toMatch(/^__Host-basket=.*; Secure$/);
    expect(basketSetCookie([], settings)).toBe(clearBasketCookie(settings));
    expect(clearBasketCookie(settings)).toMatch(/^__basket=; .*Max-Age=0/);
  });

  it("is absent, not tampered, when the request carries none", () => {
    expect(readBasketCookie(new Request("http://localhost/"), settings)).toEqual({ lines: [], tampered: false, present: false });
  });

  it("still opens after the secret is rotated (the old secret second), and not once it is dropped", () => {
    const value = encodeBasket([line(5)], SECRET);
    expect(decodeBasket(value, ["a-new-secret-0123456789", SECRET])).toEqual({ lines: [line(5)], tampered: false });
    expect(decodeBasket(value, ["a-new-secret-0123456789"]).tampered).toBe(true);
  });

  it("refuses a changed payload or signature, and values that are not a signed basket", () => {
    const value = encodeBasket([line(5, { quantity: 10 })], SECRET);
    const dot = value.lastIndexOf(".");
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    for (const forged of [flip(value, 3), flip(value, dot + 3), value.slice(0, dot), `.${value}`, "", "x".repeat(9000)]) {
      expect(decodeBasket(forged, [SECRET]), forged.slice(0, 20)).toEqual({ lines: [], tampered: true });
    }
    expect(readBasketCookie(requestWith(flip(value, 3)), settings)).toEqual({ lines: [], tampered: true, present: true });
  });

  it("refuses a validly signed payload whose content this module never writes", () => {
    const good = [1, 0, 0, 0, 0, ""];
    for (const packed of [
      "not a list",
      { 0: good },
      [[...good], [...good]], // the same solution twice
      [[0, 0, 0, 0, 0, ""]], // no solution id
      [[1, -1, 0, 0, 0, ""]], // a negative quantity
      [[1, 1e12, 0, 0, 0, ""]], // over MAX_QUANTITY
      [[1, 0, 99, 0, 0, ""]], // an unknown unit
      [[1, 0, 0, 6, 4, ""]], // a 6 kg sample
      [[1, 0, 0, 1, 9, ""]], // an unknown sample unit
      [[1, 0, 0, 0, 0, "x".repeat(301)]], // a note over 300 characters
      [[1, 0, 0, 0, 0]], // a field missing
      Array.from({ length: MAX_BASKET_LINES + 1 }, (_, i) => [i + 1, 0, 0, 0, 0, ""]),
    ]) {
      expect(decodeBasket(signed(packed), [SECRET]), JSON.stringify(packed).slice(0, 40)).toEqual({ lines: [], tampered: true });
    }
    // Not deflated JSON at all, under a valid signature.
    expect(decodeBasket(signPayload("bm90LWpzb24", SECRET, PURPOSE), [SECRET]).tampered).toBe(true);
    expect(decodeBasket(signPayload(deflateRawSync(Buffer.from("{nope")).toString("base64url"), SECRET, PURPOSE), [SECRET]).tampered).toBe(true);
    // The largest basket it writes is read back.
    const full = Array.from({ length: MAX_BASKET_LINES }, (_, i) => [i + 1, 0, 0, 0, 0, ""]);
    expect(decodeBasket(signed(full), [SECRET]).lines).toHaveLength(MAX_BASKET_LINES);
  });

  it("answers null, not a cut cookie, when the lines would not fit in one cookie", () => {
    // Random notes do not deflate: 50 full ones are far over the cookie's room.
    const lines = Array.from({ length: MAX_BASKET_LINES }, (_, i) => line(i + 1, { note: randomBytes(225).toString("base64") }));
    expect(basketSetCookie(lines, settings)).toBeNull();
    expect(basketSetCookie(lines.slice(0, 5), settings)).not.toBeNull();
  });
});
