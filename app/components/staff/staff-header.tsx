/** The staff workspace's own header: no public navigation, the signed-in member, their sections and "Sign out". */
import { StaffFormKey } from "./form-key";
import { Form, Link, NavLink } from "@remix-run/react";
import { SITE_NAME } from "~/content/company";
import type { StaffRole } from "~/db/schema";
import { sectionsFor } from "./sections";

interface Props {
  member: { name: string; email: string; roles: StaffRole[] } | null;
}

export function StaffHeader({ member }: Props) {
  const sections = member ? sectionsFor(member.roles) : [];
  return (
    <header className="border-b border-slate-200 bg-brand-900 text-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900">
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link to="/staff" className="font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
          {SITE_NAME} staff
        </Link>
        {member ? (
          <>
            {sections.length ? (
              <nav aria-label="Staff sections">
                <ul className="flex flex-wrap gap-1">
                  {sections.map((section) => (
                    <li key={section.to}>
                      <NavLink
                        to={section.to}
                        className={({ isActive }) =>
                          `block rounded-md px-3 py-1.5 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-white ${isActive ? "bg-white font-semibold text-brand-900" : "text-white underline-offset-4 hover:underline"}`
                        }
                      >
                        {section.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <div className="ms-auto flex flex-wrap items-center gap-3 text-sm">
              <span data-testid="staff-member">
                {member.name ? `${member.name} · ` : null}
                {member.email}
              </span>
              <Form method="post" action="/staff/sign-out">
                <StaffFormKey />
                <button
                  type="submit"
                  className="rounded-md border border-white/70 px-3 py-1.5 font-semibold hover:bg-white hover:text-brand-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  Sign out
                </button>
              </Form>
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}
