/**
 * What the set-up page shows of a TOTP enrolment: the QR code (inline SVG, made on the server) and the secret in
 * groups of four for typing. A failed post shows the same enrolment again, rebuilt from the page's sealed secret, so
 * the QR code stays the one the member scanned.
 */
import { renderSVG } from "uqr";
import { newTotpEnrolment, totpEnrolmentFrom } from "~/models/staff.server";

export interface EnrolmentView {
  /** The base32 secret in groups of four ("ABCD EFGH …"). */
  secretGroups: string;
  sealedSecret: string;
  /** An <svg> with role="img" and a label: markup made here from the otpauth URI, never from visitor input. */
  qrSvg: string;
}

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
  const enrolment = typeof sealedSecret === "string" ? totpEnrolmentFrom(sealedSecret, email) : null;
  return enrolment && view(enrolment.secret, enrolment.sealedSecret, enrolment.uri);
}
