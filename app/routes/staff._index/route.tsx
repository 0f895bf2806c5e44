/** The staff workspace's home (/staff): who is signed in, with which roles, and the sections those roles open. */
import { StaffPanel } from "~/components/staff/staff-panel";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { sectionsFor } from "~/components/staff/sections";
import { ROLE_LABELS } from "~/forms/staff";
import { STAFF_ROLES } from "~/models/staff.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { requireStaff } from "~/utils/staff-auth.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = () => staffMeta("Staff workspace");

export const headers = staffHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireStaff(request, STAFF_ROLES);
  return json({ name: member.name, email: member.email, roles: member.roles }, { headers: cacheHeaders("private") });
}

export default function StaffHome() {
  const { name, email, roles } = useLoaderData<typeof loader>();
  const sections = sectionsFor(roles);
  return (
    <div className="space-y-6">
      <StaffPanel id="staff-home-heading" title="Staff workspace" level={1}>
        <p className="mt-2 text-slate-800" data-testid="signed-in-as">
          Signed in as {name ? `${name} (${email})` : email}
        </p>
        <p className="mt-1 text-slate-800">
          Your roles: <span data-testid="staff-roles">{roles.map((role) => ROLE_LABELS[role]).join(", ") || "none"}</span>
        </p>
      </StaffPanel>
      <StaffPanel id="staff-sections-heading" title="Your sections">
        {sections.length ? (
          <ul className="mt-3 space-y-3">
            {sections.map((section) => (
              <li key={section.to}>
                <Link to={section.to} className="font-semibold text-brand-800 underline">
                  {section.label}
                </Link>
                <p className="text-sm text-slate-700">{section.description}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </StaffPanel>
    </div>
  );
}
