/**
 * An anonymous visitor's quote basket, held in one signed cookie (DESIGN §7). The value is the lines as compact JSON,
 * deflated and base64url-encoded, then signed like the site's other tokens (an HMAC under a key derived from
 * SESSION_SECRET for this purpose only; a rotated secret still opens it). A cookie whose signature or content does not
 * hold is "tampered": the page says so and the basket starts empty, since nothing in it can be trusted.
 *
 * Bounds: at most MAX_BASKET_LINES lines, and one cookie of at most MAX_COOKIE_BYTES (browsers keep 4,096 bytes per
 * cookie with its name and attributes). 50 lines without notes take about 700 bytes; long notes are what fill it,
 * and a change that would overflow it is refused with a message, never cut silently.
 */
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { BASKET_UNITS, LINE_NOTE_MAX, MAX_BASKET_LINES, MAX_QUANTITY, SAMPLE_UNITS, sampleSizeAllowed, type BasketUnit, type SampleUnit } from "~/content/basket";
import { isCode } from "~/content/technical";
import { getEnv, type Env } from "./env.server";
import { signatureMatches, signPayload } from "./signed-token.server";

export interface BasketLine {
  solutionId: number;
  /** Null until the buyer says how much. */
  quantity: number | null;
  unit: BasketUnit;
  sample: boolean;
  sampleSize: number | null;
  sampleUnit: SampleUnit | null;
  note: string;
}

const PURPOSE = { salt: "basket-cookie", info: "anonymous quote basket v1" };
/** The cookie's value may take this much; its name and attributes take the rest of the 4,096 bytes. */
const MAX_COOKIE_BYTES = 3800;
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

type Settings = Pick<Env, "cookieSecure" | "SESSION_SECRETS">;

export function basketCookieName(secure: boolean) {
  return secure ? "__Host-basket" : "__basket";
}

/** One line as the cookie keeps it: [solution, quantity|0, unit, sample size|0, sample unit|"", note]. */
type Packed = [number, number, number, number, number, string];

function pack(line: BasketLine): Packed {
  return [
    line.solutionId,
    line.quantity ?? 0,
    BASKET_UNITS.indexOf(line.unit),
    line.sample ? line.sampleSize ?? 0 : 0,
    line.sample && line.sampleUnit ? SAMPLE_UNITS.indexOf(line.sampleUnit) + 1 : 0,
    line.note,
  ];
}

/** A packed line back, or null when any part is not what this module writes (then the whole cookie is refused). */
function unpack(value: unknown): BasketLine | null {
  if (!Array.isArray(value) || value.length !== 6) return null;
  const [solutionId, quantity, unitIndex, sampleSize, sampleUnitIndex, note] = value as unknown[];
  if (!Number.isSafeInteger(solutionId) || (solutionId as number) < 1) return null;
  if (typeof quantity !== "number" || !(quantity >= 0 && quantity <= MAX_QUANTITY)) return null;
  const unit = BASKET_UNITS[unitIndex as number];
  if (!Number.isInteger(unitIndex) || !isCode(BASKET_UNITS, unit)) return null;
  if (typeof note !== "string" || note.length > LINE_NOTE_MAX) return null;
  if (!Number.isInteger(sampleUnitIndex) || (sampleUnitIndex as number) < 0 || (sampleUnitIndex as number) > SAMPLE_UNITS.length) return null;
  const sampleUnit = (sampleUnitIndex as number) > 0 ? SAMPLE_UNITS[(sampleUnitIndex as number) - 1] : null;
  if (typeof sampleSize !== "number") return null;
  if (sampleUnit && !sampleSizeAllowed(sampleSize, sampleUnit)) return null;
  return {
    solutionId: solutionId as number,
    quantity: quantity > 0 ? quantity : null,
    unit,
    sample: sampleUnit !== null,
    sampleSize: sampleUnit ? sampleSize : null,
    sampleUnit,
    note,
  };
}

export function encodeBasket(lines: readonly BasketLine[], secret: string): string {
  const payload = deflateRawSync(Buffer.from(JSON.stringify(lines.map(pack)), "utf8")).toString("base64url");
  return signPayload(payload, secret, PURPOSE);
}

/** The lines a cookie value holds; "tampered" when its signature, encoding or any line does not hold. */
export function decodeBasket(value: string, secrets: readonly string[]): { lines: BasketLine[]; tampered: boolean } {
  const tampered = { lines: [], tampered: true };
  const dot = value.lastIndexOf(".");
  if (dot < 1 || value.length > 8192) return tampered;
  const payload = value.slice(0, dot);
  if (!signatureMatches(payload, value.slice(dot + 1), secrets, PURPOSE)) return tampered;
  try {
    const parsed: unknown = JSON.parse(inflateRawSync(Buffer.from(payload, "base64url"), { maxOutputLength: 64 * 1024 }).toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length > MAX_BASKET_LINES) return tampered;
    const lines = parsed.map(unpack);
    if (lines.some((line) => line === null)) return tampered;
    // One line per solution: a repeated one can only come from a forged cookie.
    if (new Set(lines.map((line) => line!.solutionId)).size !== lines.length) return tampered;
    return { lines: lines as BasketLine[], tampered: false };
  } catch {
    return tampered;
  }
}

function cookieValueOf(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The anonymous basket a request carries: none, its lines, or a cookie that did not hold (tampered). */
export function readBasketCookie(request: Request, settings: Settings = getEnv()): { lines: BasketLine[]; tampered: boolean; present: boolean } {
  const value = cookieValueOf(request.headers.get("Cookie"), basketCookieName(settings.cookieSecure));
  if (value === null || value === "") return { lines: [], tampered: false, present: false };
  return { ...decodeBasket(value, settings.SESSION_SECRETS), present: true };
}

function attributes(settings: Settings, maxAge: number) {
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${settings.cookieSecure ? "; Secure" : ""}`;
}

/**
 * The Set-Cookie header that stores `lines` (an empty basket clears the cookie), or null when they do not fit in
 * one cookie: the caller refuses the change.
 */
export function basketSetCookie(lines: readonly BasketLine[], settings: Settings = getEnv()): string | null {
  const name = basketCookieName(settings.cookieSecure);
  if (!lines.length) return clearBasketCookie(settings);
  const value = encodeBasket(lines, settings.SESSION_SECRETS[0]);
  if (value.length > MAX_COOKIE_BYTES) return null;
  return `${name}=${value}; ${attributes(settings, MAX_AGE_SECONDS)}`;
}

export function clearBasketCookie(settings: Settings = getEnv()): string {
  return `${basketCookieName(settings.cookieSecure)}=; ${attributes(settings, 0)}`;
}
