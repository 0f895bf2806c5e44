/** The default error screen of every route (spec §2): heading, message, status and a way home. */
import { isRouteErrorResponse } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { useT } from "~/i18n/react";

const DEFAULT_MESSAGES = {
  notFound: "The page you are looking for does not exist.",
  unavailable: "The service is temporarily unavailable. Please try again shortly.",
  unexpected: "An unexpected error occurred. Please try again later.",
  generic: "An error has occurred",
} as const;
type DefaultMessage = keyof typeof DEFAULT_MESSAGES;

interface ErrorDetails {
  status: number;
  /** The English text (the staff workspace shows it as it is). */
  message: string;
  /** Set when the message is one of the defaults, which the error screen shows in the page's language. */
  messageKey?: DefaultMessage;
}

export function errorDetails(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const data = error.data as unknown;
    const message =
      typeof data === "string" && data
        ? data
        : typeof data === "object" && data && "message" in data && typeof data.message === "string"
          ? data.message
          : error.statusText;
    if (!message) return withKey(error.status, error.status === 404 ? "notFound" : error.status === 503 ? "unavailable" : "generic");
    // A route that throws one of the default texts gets it in the page's language too.
    const key = (Object.keys(DEFAULT_MESSAGES) as DefaultMessage[]).find((name) => DEFAULT_MESSAGES[name] === message);
    return key ? withKey(error.status, key) : { status: error.status, message };
  }
  // Unexpected errors never show internals to a visitor.
  return withKey(500, "unexpected");
}

function withKey(status: number, key: DefaultMessage): ErrorDetails {
  return { status, message: DEFAULT_MESSAGES[key], messageKey: key };
}

export function ErrorScreen({ status, message, messageKey }: ErrorDetails) {
  const t = useT("common");
  return (
    <section aria-labelledby="error-heading" className="text-center">
      <h1 id="error-heading" className="text-3xl font-bold text-brand-900">
        {t("error.heading")}
      </h1>
      <p className="mt-4 text-lg text-slate-700" data-testid="error-message">
        {messageKey ? t(`error.${messageKey}`) : message}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {t("error.status")} <span data-testid="error-status">{status}</span>
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t("error.home")}
      </Link>
    </section>
  );
}
