/**
 * The document shelf (/profile/documents): every SDS and TDS sent to this account, one row per solution, kind and
 * language, with the revision received and the current one, marked when it was revised since. Each row's form posts
 * here for a fresh signed link to the current revision, and the download follows at /data-sheets/<token> (counted
 * there like any link); the site pack is one link away.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/i18n/link";
import { intlLocale } from "~/i18n/format";
import { getT } from "~/i18n/i18n.server";
import { localeOfRequest, localizePath } from "~/i18n/locales";
import { useContentLanguage, useLocale, useT } from "~/i18n/react";
import { localizedTitle } from "~/i18n/meta.server";
import { fallbackTitle } from "~/i18n/meta";
import { pageTitle } from "~/components/page-title";
import { buttonClass } from "~/components/ui/button";
import { DOCUMENT_KIND_LABELS } from "~/forms/documents";
import { formFailure, readValidatedForm } from "~/forms/action.server";
import type { FormAnswer } from "~/forms/kit";
import { documentShelf, renewShelfLink, SHELF_LIMIT } from "~/models/document-shelf.server";
import { requireUserId } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { shelfDownloadValidator } from "./shelf.schema";

export const handle = { i18n: ["profile"] };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  { title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Data sheets")) },
  { name: "robots", content: "noindex" },
];

// A refused download answers its own 429: Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const locale = localeOfRequest(request);
  const [shelf, meta] = await Promise.all([documentShelf(userId, locale), localizedTitle(request, "profile", "documents.title")]);
  return json(
    {
      meta,
      more: shelf.more,
      limit: SHELF_LIMIT,
      rows: shelf.rows.map((row) => ({ ...row, received: { ...row.received, at: row.received.at.toISOString() } })),
    },
    { headers: cacheHeaders("private") },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const locale = localeOfRequest(request);
  const form = await readValidatedForm(request, shelfDownloadValidator, { rateLimit: "forms" });
  const t = await getT(locale, "profile");
  // The fields are the page's own, never typed: a refused one was tampered with, and the message says what to do.
  if (!form.ok) return form.status === 400 ? formFailure(400, { formError: t("documents.downloadRefused") }) : form.response;
  const token = await renewShelfLink(userId, { solutionId: form.data.solution_id, kind: form.data.kind, language: form.data.language });
  if (!token) return formFailure(400, { formError: t("documents.notReceived") });
  return redirect(localizePath(`/data-sheets/${token}`, locale), { headers: cacheHeaders("no-store") });
}

const LANGUAGE_NAMES = { en: "documents.languages.en", ar: "documents.languages.ar", de: "documents.languages.de" } as const;

/** A sheet's language by name in the page's language; a code the site has no name for as itself. */
function useLanguageName() {
  const t = useT("profile");
  return (code: string) => (Object.hasOwn(LANGUAGE_NAMES, code) ? t(LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES]) : code);
}

export default function DocumentShelf() {
  const { rows, more, limit } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Partial<FormAnswer> | undefined;
  const t = useT("profile");
  const locale = useLocale();
  const content = useContentLanguage();
  const languageName = useLanguageName();
  const onDay = new Intl.DateTimeFormat(intlLocale(locale), { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Muscat" });
  const revision = new Intl.DateTimeFormat(intlLocale(locale), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const revisionOf = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? revision.format(new Date(`${date}T00:00:00Z`)) : date);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("documents.title")}</h1>
      <p className="mt-2 text-slate-700">{t("documents.intro")}</p>
      <p className="mt-2 text-slate-700">
        {t("documents.packIntro")}{" "}
        <Link to="/profile/documents/pack" className="font-semibold text-brand-800 underline">
          {t("documents.packLink")}
        </Link>
      </p>
      {answer?.formError ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {answer.formError}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <div className="mt-6 rounded-md bg-sand-50 px-4 py-6 text-center text-slate-800">
          <p>{t("documents.empty")}</p>
          <p className="mt-2">
            {t("documents.howToGet")}{" "}
            <Link to="/solutions" className="font-semibold text-brand-800 underline">
              {t("documents.browse")}
            </Link>
          </p>
        </div>
      ) : (
        // `relative`: keeps the caption's screen-reader-only text inside the scroll box (see the saved page).
        <div className="relative mt-6 overflow-x-auto">
          <table className="w-full min-w-[44rem] text-start text-sm">
            <caption className="sr-only">{t("documents.caption")}</caption>
            <thead className="border-b border-slate-300 text-slate-800">
              <tr>
                <th scope="col" className="py-2 pe-4">{t("documents.columns.solution")}</th>
                <th scope="col" className="py-2 pe-4">{t("documents.columns.kind")}</th>
                <th scope="col" className="py-2 pe-4">{t("documents.columns.language")}</th>
                <th scope="col" className="py-2 pe-4">{t("documents.columns.received")}</th>
                <th scope="col" className="py-2 pe-4">{t("documents.columns.current")}</th>
                <th scope="col" className="py-2"><span className="sr-only">{t("documents.columns.download")}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const kind = DOCUMENT_KIND_LABELS[row.kind];
                return (
                  <tr key={`${row.solutionId}-${row.kind}-${row.language}`} className="border-b border-slate-200 align-top" data-testid="shelf-row">
                    <th scope="row" className="py-2 pe-4 text-start font-normal text-slate-900">
                      {row.published ? (
                        <Link to={`/solution/${row.solutionId}`} className="font-semibold text-brand-800 underline" {...content(row.solutionName)}>
                          {row.solutionName}
                        </Link>
                      ) : (
                        <span className="font-semibold" {...content(row.solutionName)}>{row.solutionName}</span>
                      )}
                    </th>
                    <td className="py-2 pe-4 text-slate-800">{kind}</td>
                    <td className="py-2 pe-4 text-slate-800">{languageName(row.language)}</td>
                    <td className="py-2 pe-4 text-slate-800">
                      {t("documents.revision", { date: revisionOf(row.received.revisionDate) })}
                      <br />
                      <span className="text-slate-700">
                        {t("documents.receivedOn")} <time dateTime={row.received.at}>{onDay.format(new Date(row.received.at))}</time>
                      </span>
                    </td>
                    <td className="py-2 pe-4 text-slate-800">
                      {t("documents.revision", { date: revisionOf(row.current.revisionDate) })}
                      <br />
                      {row.revised ? (
                        <strong className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-amber-950" data-testid="revised-mark">
                          <span aria-hidden="true">⚠ </span>
                          {t("documents.revised")}
                        </strong>
                      ) : (
                        <span className="text-slate-700" data-testid="up-to-date">{t("documents.upToDate")}</span>
                      )}
                    </td>
                    <td className="py-2 text-end">
                      <Form method="post" reloadDocument>
                        <input type="hidden" name="solution_id" value={row.solutionId} />
                        <input type="hidden" name="kind" value={row.kind} />
                        <input type="hidden" name="language" value={row.language} />
                        <button
                          type="submit"
                          className={buttonClass("secondary", "whitespace-nowrap px-3 py-1")}
                          aria-label={t("documents.downloadName", { name: row.solutionName, kind, language: languageName(row.language) })}
                        >
                          {t("documents.download")}
                        </button>
                      </Form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {more ? <p className="mt-4 text-sm text-slate-700">{t("documents.more", { max: limit })}</p> : null}
    </>
  );
}
