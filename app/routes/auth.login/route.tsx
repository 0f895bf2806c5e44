/** Sign-in (spec §2). */
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageTitle } from "~/components/page-title";

export const meta: MetaFunction = () => [{ title: pageTitle("Sign in") }];

export default function Login() {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Sign in</h1>
      <p className="mt-4 text-sm text-slate-700">
        No account yet?{" "}
        <Link to="/auth/register" className="font-semibold text-brand-800 underline">
          Create one
        </Link>
      </p>
    </>
  );
}
