/** The default error screen of every route (spec §2): heading, message, status and a way home. */
import { isRouteErrorResponse, Link } from "@remix-run/react";

interface ErrorDetails {
  status: number;
  message: string;
}

export function errorDetails(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const data = error.data as unknown;
    const message =
      typeof data === "string" && data
        ? data
        : typeof data === "object" && data && "message" in data && typeof data.message === "string"
          ? data.message
          : error.statusText || defaultMessage(error.status);
    return { status: error.status, message };
  }
  // Unexpected errors never show internals to a visitor.
  return { status: 500, message: "An unexpected error occurred. Please try again later." };
}

function defaultMessage(status: number) {
  if (status === 404) return "The page you are looking for does not exist.";
  if (status === 503) return "The service is temporarily unavailable. Please try again shortly.";
  return "An error has occurred";
}

export function ErrorScreen({ status, message }: ErrorDetails) {
  return (
    <section aria-labelledby="error-heading" className="text-center">
      <h1 id="error-heading" className="text-3xl font-bold text-brand-900">
        Something went wrong
      </h1>
      <p className="mt-4 text-lg text-slate-700" data-testid="error-message">
        {message}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Status: <span data-testid="error-status">{status}</span>
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Go to home page
      </Link>
    </section>
  );
}
