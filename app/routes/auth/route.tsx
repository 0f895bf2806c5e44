/** The auth layout (/auth): a focused card with the logo back to the home page. */
import { Outlet, useRouteError } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { useT } from "~/i18n/react";
import { Logo } from "~/components/icons";
import { ErrorScreen, errorDetails } from "~/components/error-screen";
import { retryAfterHeaders } from "~/utils/retry-after-headers";

/** A 429 thrown by a sign-in or registration action renders here; its Retry-After must reach the client. */
export const headers = retryAfterHeaders;

export const handle = { i18n: ["auth"] };

function AuthShell({ children }: { children: React.ReactNode }) {
  const t = useT("common");
  return (
    <div className="flex min-h-screen flex-col items-center bg-sand-50 px-4 py-10">
      <header>
        <Link to="/" aria-label={t("homeLink")}>
          <Logo />
        </Link>
      </header>
      <main id="main" className="mt-8 w-full max-w-md rounded-lg bg-white p-6 shadow-md sm:p-8">
        {children}
      </main>
    </div>
  );
}

export default function AuthLayout() {
  return (
    <AuthShell>
      <Outlet />
    </AuthShell>
  );
}

export function ErrorBoundary() {
  return (
    <AuthShell>
      <ErrorScreen {...errorDetails(useRouteError())} />
    </AuthShell>
  );
}
