/** Registration (spec §2). */
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageTitle } from "~/components/page-title";

export const meta: MetaFunction = () => [{ title: pageTitle("Create an account") }];

export default function Register() {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Create an account</h1>
      <p className="mt-4 text-sm text-slate-700">
        Already registered?{" "}
        <Link to="/auth/login" className="font-semibold text-brand-800 underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
