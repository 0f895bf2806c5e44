/**
 * How every staff action reads its form: the staff rate limit (per member), the body limit, and the session's form
 * key (SignedInStaff.formKey); the route then applies its own schema (validateForm). The origin check ran before (server.ts).
 */
import { isStaffFormKey, type SignedInStaff } from "~/utils/staff-auth.server";
import { readKeyedForm } from "./action.server";

export function readStaffForm(request: Request, member: SignedInStaff) {
  return readKeyedForm(request, { rateLimit: "staff", rateKey: `staff:${member.id}` }, (posted) => isStaffFormKey(member, posted));
}
