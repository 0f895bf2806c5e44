/** The hidden field every staff form carries: the session's form key, from the staff layout's loader. */
import { useRouteLoaderData } from "@remix-run/react";
import { STAFF_FORM_KEY_FIELD_NAME } from "~/utils/form-guard-names";

export function StaffFormKey() {
  const data = useRouteLoaderData<{ member: { formKey: string } | null }>("routes/staff");
  return <input type="hidden" name={STAFF_FORM_KEY_FIELD_NAME} value={data?.member?.formKey ?? ""} />;
}
