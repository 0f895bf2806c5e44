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
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
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
import { formMessage, getT } from "./i18n/i18n.server";
import { direction, hasLanguageTwin, LOCALES, localeOfPath, localizePath, unlocalizedPath } from "./i18n/locales";
import { I18N_DATA_ID, serializeI18n, useI18nState } from "./i18n/react";
import { publicOrigin } from "./utils/public-origin.server";
import { cookieHoldsSignIn, getUserId } from "./utils/auth.server";
import { readBasketCookie } from "./utils/basket-cookie.server";
import { countAccountBasket } from "./models/basket.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// A thrown 503 keeps its Retry-After on the document response.
export const headers = retryAfterHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.site.name }, { name: "description", content: data.site.description }] : [];

/**
 * The header's basket count: a signed-in account's from the database, an anonymous visitor's from the basket cookie
 * (no query). A request without cookies reads nothing at all, so the page stays cacheable.
 */
async function basketCountOf(request: Request, signedIn: boolean): Promise<number> {
  const userId = signedIn ? await getUserId(request) : null;
  if (userId !== null) return countAccountBasket(userId);
  return readBasketCookie(request).lines.length;
}

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await isDatabaseAvailable())) throw serviceUnavailable();
  const [{ toast, headers }, signedIn] = await Promise.all([getToast(request), cookieHoldsSignIn(request)]);
  const locale = localeOfPath(new URL(request.url).pathname);
  const [t, basketCount] = await Promise.all([getT(locale, "common"), basketCountOf(request, signedIn)]);
  const site = { name: t("siteName"), description: t("siteDescription"), origin: publicOrigin() };
  // Only a request that carried a toast needs its cookie cleared; other pages stay cookie-free (and cacheable).
  // An action flashes the spec's English words; the page that shows them says them in its language.
  const shown = toast && { ...toast, message: formMessage(locale, toast.message), description: toast.description && formMessage(locale, toast.description) };
  // The profile menu offers sign-in or the account's pages by what the cookie says: no database query per page.
  return json({ toast: shown ?? null, env: getPublicEnv(), site, signedIn, basketCount }, toast ? { headers } : undefined);
}

/** The page in every language (hreflang, English as x-default) and its canonical address, on pages with a twin. */
function LanguageLinks() {
  const origin = useRouteLoaderData<typeof loader>("root")?.site.origin;
  const { pathname, search } = useLocation();
  if (!origin || !hasLanguageTwin(unlocalizedPath(pathname))) return null;
  const href = (locale: (typeof LOCALES)[number]) => origin + localizePath(pathname + search, locale);
  return (
    <>
      <link rel="canonical" href={origin + pathname + search} />
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={href(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href("en")} />
    </>
  );
}

export function Document({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const i18n = useI18nState();
  return (
    <html lang={i18n.locale} dir={direction(i18n.locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f3c" />
        <Meta />
        <LanguageLinks />
        <Links />
        <script id={I18N_DATA_ID} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeI18n(i18n) }} />
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
