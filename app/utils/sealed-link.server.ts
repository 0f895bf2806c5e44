/**
 * Values kept sealed with AES-256-GCM under keys derived (HKDF-SHA-256) from SESSION_SECRET, so a copy of the
 * database alone opens none of them: the one-time links in queued mail (the outbox row keeps the body with a
 * `{{link}}` placeholder; delivery renders the final body), the staff's TOTP secrets and the addresses of the pages
 * that confirm a form's submission, each kind under a key of its own. SESSION_SECRET is a list, newest first: a value is sealed under the newest and opened under any of them.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "./env.server";

export const LINK_PLACEHOLDER = "{{link}}";

const TAG_BYTES = 16;

/** One kind of sealed value: the version its text starts with and the HKDF salt and label of its key. */
interface Purpose {
  version: string;
  salt: string;
  info: string;
}

const LINK: Purpose = { version: "v1", salt: "sahel-outbox", info: "outbox sealed link v1" };
const TOTP_SECRET: Purpose = { version: "t1", salt: "sahel-staff-totp", info: "staff-totp-v1" };
const CONFIRMATION: Purpose = { version: "c1", salt: "sahel-confirmation", info: "submission confirmation v1" };

function keyFrom(secret: string, purpose: Purpose) {
  return Buffer.from(hkdfSync("sha256", secret, purpose.salt, purpose.info, 32));
}

/** A secret or a list of them, newest first; by default the environment's SESSION_SECRET. */
type Secrets = string | readonly string[];

function secretList(secrets?: Secrets): readonly string[] {
  const list = secrets === undefined ? getEnv().SESSION_SECRETS : typeof secrets === "string" ? [secrets] : secrets;
  if (!list.length) throw new Error("No SESSION_SECRET to seal with");
  return list;
}

/** "<version>.<iv>.<tag>.<ciphertext>", base64url parts; a fresh 96-bit IV each time, under the newest secret. */
function sealFor(purpose: Purpose, plain: string, secrets?: Secrets): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secretList(secrets)[0], purpose), iv, { authTagLength: TAG_BYTES });
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [purpose.version, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** The sealed text and the position of the secret that opened it, or null (sealed otherwise, or altered). */
function openFor(purpose: Purpose, sealed: string, secrets?: Secrets): { plain: string; secretIndex: number } | null {
  const [version, iv, tag, data, ...rest] = sealed.split(".");
  if (version !== purpose.version || !iv || !tag || data === undefined || rest.length) return null;
  // A short tag would be checked only as far as it goes: GCM's tag is taken whole or not at all.
  const tagBytes = Buffer.from(tag, "base64url");
  if (tagBytes.length !== TAG_BYTES) return null;
  for (const [secretIndex, secret] of secretList(secrets).entries()) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret, purpose), Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tagBytes);
      const plain = Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
      return { plain, secretIndex };
    } catch {
      // Not this secret: try the next (older) one.
    }
  }
  return null;
}

/** A one-time link sealed for the outbox, under the newest secret. */
export function seal(plain: string, secrets?: Secrets): string {
  return sealFor(LINK, plain, secrets);
}

/** The sealed link, or null when no secret of the list opens it (or it was altered). */
export function unseal(sealed: string, secrets?: Secrets): string | null {
  return openFor(LINK, sealed, secrets)?.plain ?? null;
}

/** What a confirmation page shows, sealed into its address under the confirmations' own key (newest secret). */
export function sealConfirmation(plain: string, secrets?: Secrets): string {
  return sealFor(CONFIRMATION, plain, secrets);
}

/** A confirmation page's sealed text, or null when no secret of the list opens it (or it was altered). */
export function openConfirmation(sealed: string, secrets?: Secrets): string | null {
  return openFor(CONFIRMATION, sealed, secrets)?.plain ?? null;
}

/** A staff member's TOTP secret sealed under the TOTP secrets' own key, from the newest secret. */
export function sealTotpSecret(secret: string, secrets?: Secrets): string {
  return sealFor(TOTP_SECRET, secret, secrets);
}

/**
 * A sealed TOTP secret opened; `stale` when it should be sealed again (an older secret opened it, or the outbox
 * links' key, under which TOTP secrets were stored before they had their own). That older key is tried only for a
 * `stored` value, read from the database; a value posted by a form must be sealed the current way.
 */
export function openTotpSecret(sealed: string, options: { secrets?: Secrets; stored?: boolean } = {}): { secret: string; stale: boolean } | null {
  const opened = openFor(TOTP_SECRET, sealed, options.secrets);
  if (opened) return { secret: opened.plain, stale: opened.secretIndex > 0 };
  const legacy = options.stored ? openFor(LINK, sealed, options.secrets) : null;
  return legacy ? { secret: legacy.plain, stale: true } : null;
}

/**
 * The body to deliver: the placeholder replaced by the unsealed link. Throws when the row has a sealed link that
 * no longer opens (its secret was removed from the list): sending the placeholder would be a broken message.
 */
export function renderOutboxBody(
  row: { body: string; sealedLink: string | null },
  secrets?: Secrets,
  /** How the link is written into this body (an HTML body escapes it). */
  write: (link: string) => string = (link) => link,
): string {
  if (!row.sealedLink) return row.body;
  const link = unseal(row.sealedLink, secrets);
  if (link === null) throw new Error("The message's link cannot be unsealed with any SESSION_SECRET");
  return row.body.split(LINK_PLACEHOLDER).join(write(link));
}
