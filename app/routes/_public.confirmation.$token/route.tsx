/**
 * The confirmation of a stored submission (a data-sheet request, an inquiry, a quote request, a contact message or a
 * job application), where its form's action redirects: what was received, its reference to copy, what happens next
 * and links onward. Everything it shows comes from its sealed, expiring address (~/utils/confirmation.server), so it
 * shows nothing to anyone without that address; an altered or expired one gets a page that says so.
 */
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { pageBackend } from "~/backend/index.server";
import { NamedText } from "~/components/content-text";
import { pageTitle } from "~/components/page-title";
import { formMessage, getT } from "~/i18n/i18n.server";
import { Link } from "~/i18n/link";
import { localeOfRequest } from "~/i18n/locales";
import { fallbackTitle } from "~/i18n/meta";
import { useContentLanguage, useT } from "~/i18n/react";
import { CACHE_CONTROL } from "~/utils/cache-headers.server";
import { CONFIRMATION_HOURS, openedConfirmation, type Confirmation, type ConfirmationKind } from "~/utils/confirmation.server";
import { CopyReference } from "./copy-reference";

export const handle = { i18n: ["confirmation"] };

/** One visitor's page, held by a secret address: never stored, never indexed. */
export const headers: HeadersFunction = () => ({ "Cache-Control": CACHE_CONTROL.private, "X-Robots-Tag": "noindex" });

const SOLUTION_KINDS: readonly ConfirmationKind[] = ["msds", "tds", "inquiry", "quote"];

/** The solution or vacancy it was for, named in the page's language (the name may have changed; it may be gone). */
async function subjectOf(request: Request, confirmation: Confirmation): Promise<{ kind: "solution" | "vacancy"; href: string; name: string | null } | null> {
  const id = confirmation.subjectId;
  if (!id) return null;
  const backend = pageBackend(request);
  // The name is a courtesy: a page that cannot find it still confirms, without it.
  if (SOLUTION_KINDS.includes(confirmation.kind)) {
    const solution = await backend.getSolution(id).catch(() => null);
    return { kind: "solution", href: `/solution/${id}`, name: solution?.name ?? null };
  }
  if (confirmation.kind === "application") {
    const vacancy = await backend.getVacancy(id).catch(() => null);
    return { kind: "vacancy", href: `/career/${id}`, name: vacancy?.title ?? null };
  }
  return null;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const [t, common] = await Promise.all([getT(locale, "confirmation"), getT(locale, "common")]);
  const opened = openedConfirmation(params.token ?? "");
  if (opened.status !== "ok") {
    // 410 when it was ours and ran out, 404 when it never was: the same page either way.
    return json(
      { meta: { title: `${t("gone.title")} — ${common("siteName")}` }, shown: null, hours: CONFIRMATION_HOURS },
      { status: opened.status === "expired" ? 410 : 404 },
    );
  }
  const { confirmation } = opened;
  const kind = t(`kinds.${confirmation.kind}`);
  return json({
    meta: { title: `${t("pageTitle", { kind })} — ${common("siteName")}` },
    shown: {
      ...confirmation,
      // The success words are the spec's English (or the backend's own): said in the page's language.
      heading: formMessage(locale, confirmation.message),
      subject: await subjectOf(request, confirmation),
    },
    hours: CONFIRMATION_HOURS,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  { title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Confirmation")) },
  { name: "robots", content: "noindex" },
];

/** A sentence with the visitor's e-mail address in it, the address kept left to right (it is Latin in an Arabic line). */
function WithAddress({ text, email }: { text: string; email: string }) {
  const at = text.indexOf(email);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <bdi dir="ltr" className="font-semibold">
        {email}
      </bdi>
      {text.slice(at + email.length)}
    </>
  );
}

const linkClass = "font-semibold text-brand-800 underline hover:text-brand-900";

function Gone({ hours }: { hours: number }) {
  const t = useT("confirmation");
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{t("gone.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("gone.text", { hours })}</p>
      <nav aria-label={t("onward.heading")} className="mt-8">
        <ul className="flex flex-wrap gap-x-6 gap-y-3">
          <li>
            <Link to="/" className={linkClass}>
              {t("onward.home")}
            </Link>
          </li>
          <li>
            <Link to="/solutions" className={linkClass}>
              {t("onward.catalogue")}
            </Link>
          </li>
          <li>
            <Link to="/contact-us" className={linkClass}>
              {t("onward.contact")}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

export default function ConfirmationPage() {
  const { shown, hours } = useLoaderData<typeof loader>();
  const t = useT("confirmation");
  const content = useContentLanguage();
  const heading = useRef<HTMLHeadingElement>(null);

  // After a form sent with JavaScript the page changed under the visitor: the heading takes the focus, so a screen
  // reader says what happened and the keyboard starts from here.
  useEffect(() => {
    heading.current?.focus();
  }, [shown?.reference, shown?.kind]);

  if (!shown) return <Gone hours={hours} />;
  const { kind, subject, reference, email } = shown;
  const onward: { to: string; label: string }[] = [];
  if (subject) {
    const label = subject.name ? t("onward.subject", { name: subject.name }) : t(subject.kind === "solution" ? "onward.solution" : "onward.vacancy");
    onward.push({ to: subject.href, label });
  }
  if (shown.back && shown.back !== subject?.href) onward.push({ to: shown.back, label: t("onward.back") });
  if (subject?.kind === "solution") onward.push({ to: "/solutions", label: t("onward.catalogue") });
  if (subject?.kind === "vacancy") onward.push({ to: "/careers", label: t("onward.careers") });
  onward.push({ to: "/", label: t("onward.home") });

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-brand-900 outline-none">
        {shown.heading}
      </h1>
      <dl className="mt-8 grid gap-x-6 gap-y-4 rounded-lg border border-slate-200 bg-sand-50 p-6 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{t("summary.what")}</dt>
        <dd className="text-slate-900">{t(`kinds.${kind}`)}</dd>
        {subject?.name ? (
          <>
            <dt className="font-medium text-slate-700">{t("summary.for")}</dt>
            <dd className="text-slate-900" {...content(subject.name)}>
              {subject.name}
            </dd>
          </>
        ) : null}
        {reference ? (
          <>
            <dt className="font-medium text-slate-700">{t("summary.reference")}</dt>
            <dd className="flex flex-wrap items-center gap-3">
              <code id="confirmation-reference" dir="ltr" className="select-all rounded bg-white px-2 py-1 font-mono text-lg font-semibold text-slate-900">
                {reference}
              </code>
              <CopyReference reference={reference} codeId="confirmation-reference" />
            </dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-700">{t("summary.email")}</dt>
        <dd className="break-all text-slate-900">
          <bdi dir="ltr">{email}</bdi>
        </dd>
      </dl>

      <section aria-labelledby="next-heading" className="mt-10">
        <h2 id="next-heading" className="text-2xl font-semibold text-slate-900">
          {t("next.heading")}
        </h2>
        <ul className="mt-4 list-disc space-y-2 ps-6 text-slate-800">
          <li>
            <WithAddress text={t(`next.${kind}`, { email })} email={email} />
          </li>
          {reference && shown.noReceipt ? (
            <li>
              <WithAddress text={t("next.noReceipt", { email })} email={email} />
            </li>
          ) : reference ? (
            <li>
              <WithAddress text={t("next.receipt", { email })} email={email} /> {t("next.spam")}
            </li>
          ) : null}
          {shown.overview ? (
            <li>
              <Link to="/profile/overview" className={linkClass}>
                {t("next.overview")}
              </Link>
            </li>
          ) : null}
        </ul>
      </section>

      <nav aria-labelledby="onward-heading" className="mt-10">
        <h2 id="onward-heading" className="text-2xl font-semibold text-slate-900">
          {t("onward.heading")}
        </h2>
        <ul className="mt-4 flex flex-col gap-3">
          {onward.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {subject?.name && link.to === subject.href ? <NamedText text={link.label} name={subject.name} /> : link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
