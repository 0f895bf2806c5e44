/** The public layout (pathless, at /): header, content, footer; route errors render inside it. */
import { Outlet, useRouteError } from "@remix-run/react";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";
import { ErrorScreen, errorDetails } from "~/components/error-screen";
import { retryAfterHeaders } from "~/utils/retry-after-headers";

/** A 429 thrown by the contact or job application action renders here; its Retry-After must reach the client. */
export const headers = retryAfterHeaders;

export default function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-16 outline-none">
        <ErrorScreen {...errorDetails(error)} />
      </main>
      <SiteFooter />
    </>
  );
}
