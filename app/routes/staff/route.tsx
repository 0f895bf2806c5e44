/**
 * The staff workspace's layout (/staff): its own header, no public navigation, never indexed or stored.
 * It does not require staff itself (the sign-in and set-up pages sit under it): each page asks requireStaff.
 */
import { StaffPanel } from "~/components/staff/staff-panel";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, Link, Outlet, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { StaffHeader } from "~/components/staff/staff-header";
import { errorDetails } from "~/components/error-screen";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { getStaff } from "~/utils/staff-auth.server";
import { staffHeaders, staffMeta } from "./staff-route";

export const meta = () => staffMeta("Staff workspace");

export const headers = staffHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await getStaff(request);
  return json(
    { member: member ? { name: member.name, email: member.email, roles: member.roles, formKey: member.formKey } : null },
    { headers: cacheHeaders("private") },
  );
}

function StaffShell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("routes/staff");
  return (
    <div className="min-h-screen bg-slate-50">
      <StaffHeader member={data?.member ?? null} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}

export default function StaffLayout() {
  return (
    <StaffShell>
      <Outlet />
    </StaffShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { status, message } = errorDetails(error);
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <StaffShell>
      <StaffPanel id="staff-error-heading" title={forbidden ? "Not open to your roles" : "Something went wrong"} level={1}>
        <p className="mt-3 text-slate-800" data-testid="error-message">
          {forbidden ? "This page is not open to your roles. Ask an administrator if you need it." : message}
        </p>
        <p className="mt-2 text-sm text-slate-600">
          Status: <span data-testid="error-status">{status}</span>
        </p>
        <Link to="/staff" className="mt-6 inline-block font-semibold text-brand-800 underline">
          Back to the staff workspace
        </Link>
      </StaffPanel>
    </StaffShell>
  );
}
