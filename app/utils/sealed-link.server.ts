/**
 * One-time links in queued mail (password reset, e-mail verification): the outbox row keeps the body with a
 * `{{link}}` placeholder and the link sealed with AES-256-GCM under a key derived (HKDF-SHA-256) from the first
 * SESSION_SECRET, so a copy of the database alone holds no usable link. Delivery renders the final body.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "./env.server";

export const LINK_PLACEHOLDER = "{{link}}";

const VERSION = "v1";
const INFO = "outbox sealed link v1";

function keyFrom(secret: string) {
  return Buffer.from(hkdfSync("sha256", secret, "sahel-outbox", INFO, 32));
}

function currentSecret(secret?: string) {
  const value = secret ?? getEnv().SESSION_SECRETS[0];
  if (!value) throw new Error("No SESSION_SECRET to seal links with");
  return value;
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url parts; a fresh 96-bit IV each time. */
export function seal(plain: string, secret?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(currentSecret(secret)), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** The sealed text, or null when it was not sealed under this secret (or was altered). */
export function unseal(sealed: string, secret?: string): string | null {
  const [version, iv, tag, data, ...rest] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined || rest.length) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(currentSecret(secret)), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/**
 * The body to deliver: the placeholder replaced by the unsealed link. Throws when the row has a sealed link that
 * no longer opens (the secret was rotated away): sending the placeholder would be a broken message.
 */
export function renderOutboxBody(
  row: { body: string; sealedLink: string | null },
  secret?: string,
  /** How the link is written into this body (an HTML body escapes it). */
  write: (link: string) => string = (link) => link,
): string {
  if (!row.sealedLink) return row.body;
  const link = unseal(row.sealedLink, secret);
  if (link === null) throw new Error("The message's link cannot be unsealed with the current SESSION_SECRET");
  return row.body.split(LINK_PLACEHOLDER).join(write(link));
}
