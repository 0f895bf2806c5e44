/**
 * The site pack's page (/profile/documents/pack): the account ticks solutions from its shelf and its saved ones and
 * sends the GET form (so a pack has an address, and no JavaScript is needed). A good choice is sent on to
 * /profile/documents/pack.zip with the same query; a refused one is answered here, 400, with the problem named and
 * the boxes as they were ticked. The limits are the model's and are said on the page.
 */
import { json, redirectDocument, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/i18n/link";
import { intlLocale } from "~/i18n/format";
import { getT } from "~/i18n/i18n.server";
import { localeOfRequest, localizePath, type Locale } from "~/i18n/locales";
import { useContentLanguage, useT } from "~/i18n/react";
import { localizedTitle } from "~/i18n/meta.server";
import { fallbackTitle } from "~/i18n/meta";
import { pageTitle } from "~/components/page-title";
import { buttonClass } from "~/components/ui/button";
import { chosenIds, PACK_MAX_BYTES, PACK_MAX_SOLUTIONS, packChoices, packLanguage, planPack, type PackPlan } from "~/models/document-shelf.server";
import { requireUserId } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

export const handle = { i18n: ["profile"] };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  { title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Site pack")) },
  { name: "robots", content: "noindex" },
];

/** "100 MB" in the page's language. */
function megabytes(bytes: number, locale: Locale) {
  return new Intl.NumberFormat(intlLocale(locale), { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}

/** What is wrong with a refused choice, in the page's language. */
async function problemOf(plan: Exclude<PackPlan, { ok: true }>, locale: Locale) {
  const t = await getT(locale, "profile");
  switch (plan.problem) {
    case "none":
      return t("documents.pack.none");
    case "garbled":
      return t("documents.pack.garbled", { value: plan.value });
    case "tooMany":
      return t("documents.pack.tooMany", { count: plan.count, max: PACK_MAX_SOLUTIONS });
    case "notYours":
      return t("documents.pack.notYours", { ids: plan.ids.join(", ") });
    case "tooLarge":
      return t("documents.pack.tooLarge", { size: megabytes(plan.bytes, locale), max: megabytes(PACK_MAX_BYTES, locale) });
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const locale = localeOfRequest(request);
  const url = new URL(request.url);
  let problem: string | null = null;
  // `make` is the form's own field: with it, the form was sent (even with nothing ticked); without, the page is opened.
  if (url.searchParams.has("make")) {
    const plan = await planPack(userId, chosenIds(url.searchParams), locale);
    // A document reload, also from a client-side navigation: the answer is a file, not a page.
    if (plan.ok) return redirectDocument(localizePath(`/profile/documents/pack.zip${url.search}`, locale), { headers: cacheHeaders("no-store") });
    problem = await problemOf(plan, locale);
  }
  const [choices, language, meta] = await Promise.all([packChoices(userId, locale), packLanguage(userId), localizedTitle(request, "profile", "documents.pack.title")]);
  const ticked = new Set(chosenIds(url.searchParams));
  return json(
    {
      meta,
      problem,
      language,
      limits: { solutions: PACK_MAX_SOLUTIONS, size: megabytes(PACK_MAX_BYTES, locale) },
      choices: choices.map((choice) => ({ ...choice, ticked: ticked.has(String(choice.id)) })),
    },
    { status: problem ? 400 : 200, headers: cacheHeaders("private") },
  );
}

export default function SitePack() {
  const { problem, language, limits, choices } = useLoaderData<typeof loader>();
  const t = useT("profile");
  const content = useContentLanguage();
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("documents.pack.title")}</h1>
      <p className="mt-2 text-slate-700">{t("documents.pack.intro", { language: t(`documents.languages.${language}`, { defaultValue: language }) })}</p>
      <p className="mt-2 text-slate-700" data-testid="pack-limits">{t("documents.pack.limits", { count: limits.solutions, size: limits.size })}</p>
      {problem ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900" data-testid="pack-problem">
          {problem}
        </p>
      ) : null}
      {choices.length === 0 ? (
        <div className="mt-6 rounded-md bg-sand-50 px-4 py-6 text-center text-slate-800">
          <p>{t("documents.pack.nothing")}</p>
          <p className="mt-2">
            <Link to="/profile/documents" className="font-semibold text-brand-800 underline">
              {t("documents.pack.backToShelf")}
            </Link>
          </p>
        </div>
      ) : (
        // A native GET (reloadDocument): a good choice answers with a file, which only the browser itself can save.
        <Form method="get" reloadDocument className="mt-6">
          <input type="hidden" name="make" value="1" />
          <fieldset>
            <legend className="font-semibold text-slate-900">{t("documents.pack.choose")}</legend>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {choices.map((choice) => (
                <li key={choice.id}>
                  <label className="flex items-start gap-2 text-slate-900">
                    <input type="checkbox" name="solution" value={choice.id} defaultChecked={choice.ticked} className="mt-1 size-4" />
                    <span>
                      <span {...content(choice.name)}>{choice.name}</span>{" "}
                      <span className="text-sm text-slate-700">
                        ({[choice.onShelf ? t("documents.pack.onShelf") : null, choice.saved ? t("documents.pack.saved") : null].filter(Boolean).join(t("documents.pack.and"))})
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClass("primary")}>
              {t("documents.pack.submit")}
            </button>
            <Link to="/profile/documents" className="font-semibold text-brand-800 underline">
              {t("documents.pack.backToShelf")}
            </Link>
          </div>
        </Form>
      )}
    </>
  );
}
