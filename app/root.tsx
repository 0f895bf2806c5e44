/** The document: head, the flashed toast (sonner with JS, a rendered status line without), and the error screen. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import stylesheet from "./tailwind.css";
import { getToast } from "./utils/toast.server";
import { getPublicEnv } from "./utils/env.server";
import { isDatabaseAvailable, serviceUnavailable } from "./utils/db-health.server";
import { useNonce } from "./utils/nonce";
import { retryAfterHeaders } from "./utils/retry-after-headers";
import { FlashToast, type ToastPosition } from "./components/flash-toast";
import { ErrorScreen, errorDetails } from "./components/error-screen";
import { SITE_NAME } from "./content/company";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// A thrown 503 keeps its Retry-After on the document response.
export const headers = retryAfterHeaders;

export const meta: MetaFunction = () => [
  { title: SITE_NAME },
  { name: "description", content: "Specialty and oilfield chemicals made in Oman: find a solution or a plant, request data sheets and send inquiries." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await isDatabaseAvailable())) throw serviceUnavailable();
  const { toast, headers } = await getToast(request);
  // Only a request that carried a toast needs its cookie cleared; other pages stay cookie-free (and cacheable).
  return json({ toast: toast ?? null, env: getPublicEnv() }, toast ? { headers } : undefined);
}

export function Document({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f3c" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

interface ToastHandle {
  toastPosition?: ToastPosition;
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  const matches = useMatches();
  // Routes may place their toasts elsewhere (job applications: bottom-right); the product default is bottom-left.
  const position =
    [...matches].reverse().map((m) => (m.handle as ToastHandle | undefined)?.toastPosition).find(Boolean) ??
    "bottom-left";
  return (
    <Document>
      <Outlet />
      <FlashToast toast={toast} position={position} />
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Document>
      <main id="main" className="mx-auto max-w-3xl px-4 py-16">
        <ErrorScreen {...errorDetails(error)} />
      </main>
    </Document>
  );
}
