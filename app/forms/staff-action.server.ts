/**
 * How every staff action reads its form: the staff rate limit (per member), the body limit, and the session's form
 * key (SignedInStaff.formKey), then the route's own schema (validateForm). The origin check ran before (server.ts).
 */
import { isStaffFormKey, type SignedInStaff } from "~/utils/staff-auth.server";
import { readKeyedForm, validateForm } from "./action.server";
import type { Validator } from "remix-validated-form";

export function readStaffForm(request: Request, member: SignedInStaff) {
  return readKeyedForm(request, { rateLimit: "staff", rateKey: `staff:${member.id}` }, (posted) => isStaffFormKey(member, posted));
}

/** readStaffForm and one schema. */
export async function readValidatedStaffForm<T>(request: Request, member: SignedInStaff, validator: Validator<T>) {
  const guarded = await readStaffForm(request, member);
  if (!guarded.ok) return guarded;
  return validateForm(validator, guarded.formData);
}
