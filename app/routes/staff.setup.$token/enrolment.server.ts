/**
 * What the set-up page shows of a TOTP enrolment: the QR code (inline SVG, made on the server) and the secret in
 * groups of four for typing. A failed post shows the same enrolment again, rebuilt from the page's sealed secret, so
 * the QR code stays the one the member scanned.
 */
import { getTOTPAuthUri } from "@epic-web/totp";
import { renderSVG } from "uqr";
import { SITE_NAME } from "~/content/company";
import { newTotpEnrolment } from "~/models/staff.server";
import { unseal } from "~/utils/sealed-link.server";

export interface EnrolmentView {
  /** The base32 secret in groups of four ("ABCD EFGH …"). */
  secretGroups: string;
  sealedSecret: string;
  /** An <svg> with role="img" and a label: markup made here from the otpauth URI, never from visitor input. */
  qrSvg: string;
}

/** The settings newTotpEnrolment (app/models/staff.server.ts) puts in the URI; the two must stay the same. */
const TOTP_URI_SETTINGS = { period: 30, digits: 6, algorithm: "SHA-1" } as const;

function view(secret: string, sealedSecret: string, uri: string): EnrolmentView {
  const svg = renderSVG(uri, { border: 2 }).replace(
    "<svg ",
    '<svg role="img" aria-label="QR code for your authenticator app" width="100%" height="100%" ',
  );
  return { secretGroups: secret.match(/.{1,4}/g)?.join(" ") ?? secret, sealedSecret, qrSvg: svg };
}

export async function newEnrolmentView(email: string): Promise<EnrolmentView> {
  const { secret, sealedSecret, uri } = await newTotpEnrolment(email);
  return view(secret, sealedSecret, uri);
}

/** The enrolment the page posted (its sealed secret), or null when it does not unseal (altered, or another secret). */
export function postedEnrolmentView(sealedSecret: unknown, email: string): EnrolmentView | null {
  if (typeof sealedSecret !== "string" || sealedSecret.length > 500) return null;
  const secret = unseal(sealedSecret);
  if (!secret || !/^[A-Z2-7]+=*$/.test(secret)) return null;
  const uri = getTOTPAuthUri({ ...TOTP_URI_SETTINGS, secret, accountName: email, issuer: `${SITE_NAME} staff` });
  return view(secret, sealedSecret, uri);
}
