/**
 * A sheet of QR codes for the wall of a store: the account ticks some of its saved solutions (a GET form, so the
 * address holds the choice), and each code opens that solution's public page in the account's page language. Printed
 * on A4, 8 codes to a page, each 4 cm wide, and nothing of the site around them.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { renderSVG } from "uqr";
import { pageTitle } from "~/components/page-title";
import { buttonClass } from "~/components/ui/button";
import { Form, Link } from "~/i18n/link";
import { compareIn, localeOfRequest, localizePath } from "~/i18n/locales";
import { fallbackTitle } from "~/i18n/meta";
import { localizedTitle } from "~/i18n/meta.server";
import { useContentLanguage, useT } from "~/i18n/react";
import { listSaved } from "~/models/saved.server";
import { requireUserId } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { publicUrl } from "~/utils/public-origin.server";
import { useHydrated } from "~/utils/use-hydrated";
import { MAX_CODES, parseSheetChoice, SHEET_PARAM, SOLUTION_PARAM } from "./sheet-choice";

export const handle = { i18n: ["profile"] };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  { title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("QR codes to print")) },
  { name: "robots", content: "noindex" },
];

/** More saved solutions than anyone keeps in one store; the form lists them all up to this. */
const MAX_LISTED = 1000;

/** Q: a code still reads with a quarter of it dirty or scratched, as one on a store's wall may be. Border 4: the quiet zone the QR standard asks for. */
const QR_OPTIONS = { ecc: "Q", border: 4 } as const;

type Problem = { kind: "garbled" } | { kind: "tooMany"; count: number } | { kind: "nothingChosen" } | { kind: "notSaved"; count: number };

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const locale = localeOfRequest(request);
  const [{ rows }, meta] = await Promise.all([
    listSaved(userId, "solution", { page: 1, pageSize: MAX_LISTED }, locale),
    localizedTitle(request, "profile", "qr.title"),
  ]);
  // Alphabetical in the page's language: the order a wall of codes is searched in.
  const saved = rows.map((row) => ({ id: row.targetId, name: row.name })).sort((a, b) => compareIn(locale, a.name, b.name));
  const choice = parseSheetChoice(new URL(request.url).searchParams);
  const page = (ticked: number[], problem: Problem | null, sheet: Array<{ id: number; name: string; url: string }> | null, status = 200) =>
    json({ meta, saved, ticked, problem, sheet }, { status, headers: cacheHeaders("private") });

  if (!choice.made) return page(saved.slice(0, MAX_CODES).map((s) => s.id), null, null);
  const savedIds = new Set(saved.map((s) => s.id));
  // What was ticked stays ticked when the form comes back with a message.
  const ticked = choice.ids.filter((id) => savedIds.has(id));
  if (choice.garbled) return page(ticked, { kind: "garbled" }, null, 400);
  if (choice.ids.length > MAX_CODES) return page(ticked, { kind: "tooMany", count: choice.ids.length }, null, 400);
  if (choice.ids.length === 0) return page(ticked, { kind: "nothingChosen" }, null, 400);

  const chosen = new Set(choice.ids);
  const sheet = saved.filter((s) => chosen.has(s.id)).map((s) => ({ ...s, url: publicUrl(localizePath(`/solution/${s.id}`, locale)) }));
  // A solution unsaved or withdrawn since the address was made: the others are still printed.
  const left = choice.ids.length - sheet.length;
  const problem: Problem | null = left > 0 ? { kind: "notSaved", count: left } : null;
  return page(ticked, problem, sheet.length > 0 ? sheet : null);
}

/**
 * The print styles: A4 with 12 mm margins, everything but the codes hidden (the profile's header and menu, toasts,
 * this page's heading and form), and a 2 × 4 grid of 66 mm rows, so 8 codes fill a page (4 × 66 + 3 × 2 = 270 of
 * 273 mm) and a ninth starts the next one; no cell is split by a page break. Each code is a 40 mm square
 * with its quiet zone, the modules about 33 mm across.
 * The layout is hidden by what is not #main nor around it (:has), so the rule needs no list of the layout's parts; a
 * browser without :has drops only those rules and prints the page's frame too. Unlayered, so it wins over the
 * Tailwind utilities the screen uses.
 */
const PRINT_STYLES = `@page { size: A4; margin: 12mm }
@media print {
  [data-qr-screen-only] { display: none !important; }
  body :not(#main, :has(#main), #main *) { display: none !important; }
  html, body { min-height: 0 !important; background: #fff !important; }
  body :has(#main), #main { display: block !important; min-height: 0 !important; max-width: none !important; margin: 0 !important; padding: 0 !important; border: 0 !important; border-radius: 0 !important; box-shadow: none !important; background: #fff !important; }
  .qr-sheet { display: grid !important; grid-template-columns: repeat(2, minmax(0, 1fr)); grid-auto-rows: 66mm; gap: 2mm; margin: 0 !important; }
  .qr-sheet > .qr-cell { box-sizing: border-box; height: 66mm; margin: 0; padding: 3mm; border: 0.3mm dashed #555; border-radius: 0; justify-content: center; overflow: hidden; break-inside: avoid; color: #000; }
  .qr-cell .qr-code { flex: none; width: 40mm; height: 40mm; }
  .qr-cell .qr-name { margin-top: 2mm; font-size: 11pt; line-height: 1.2; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
  .qr-cell .qr-url { margin-top: 1mm; font-size: 7pt; color: #000; }
}`;

export default function SavedQrSheet() {
  const { saved, ticked, problem, sheet } = useLoaderData<typeof loader>();
  const t = useT("profile");
  return (
    <>
      {/* As raw HTML: React escapes a text child's ">" on the server, which a <style> would then read literally. */}
      {sheet ? <style dangerouslySetInnerHTML={{ __html: PRINT_STYLES }} /> : null}
      <div data-qr-screen-only="">
        <h1 className="text-2xl font-bold text-brand-900">{t("qr.title")}</h1>
        <p className="mt-2 max-w-prose text-slate-700">{t("qr.intro")}</p>
        {problem ? (
          <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900">
            {problem.kind === "tooMany" ? t("qr.tooMany", { count: problem.count, max: MAX_CODES }) : problem.kind === "notSaved" ? t("qr.notSaved", { count: problem.count }) : t(`qr.${problem.kind}`)}
          </p>
        ) : null}
        {saved.length === 0 ? (
          <p className="mt-6 rounded-md bg-sand-50 px-4 py-6 text-center text-slate-800">
            {t("qr.none")}{" "}
            <Link to="/solutions" className="font-semibold text-brand-800 underline">
              {t("qr.browse")}
            </Link>
          </p>
        ) : sheet ? (
          <>
            <PrintControls />
            <details className="mt-4">
              <summary className="cursor-pointer font-semibold text-brand-800">{t("qr.change")}</summary>
              <ChoiceForm saved={saved} ticked={ticked} />
            </details>
          </>
        ) : (
          <ChoiceForm saved={saved} ticked={ticked} />
        )}
        <p className="mt-6">
          <Link to="/profile/saved?tab=solutions" className="text-sm font-semibold text-brand-800 underline">
            {t("qr.back")}
          </Link>
        </p>
      </div>
      {sheet ? (
        <ul aria-label={t("qr.sheet")} className="qr-sheet mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {sheet.map((cell) => (
            <QrCell key={cell.id} name={cell.name} url={cell.url} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The saved solutions as boxes; the button's name marks the form as sent, so an empty choice is said, not reset. */
function ChoiceForm({ saved, ticked }: { saved: Array<{ id: number; name: string }>; ticked: number[] }) {
  const t = useT("profile");
  const content = useContentLanguage();
  // Keyed by the address: after a client navigation the boxes show the new choice, not the old boxes' state.
  const { search } = useLocation();
  const isTicked = new Set(ticked);
  return (
    <Form method="get" key={search} className="mt-6">
      <fieldset>
        <legend className="font-semibold text-slate-900">{t("qr.choose")}</legend>
        <p className="mt-1 text-sm text-slate-700">{t("qr.limit", { max: MAX_CODES })}</p>
        <ul className="mt-3 grid gap-1 sm:grid-cols-2">
          {saved.map((solution) => (
            <li key={solution.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-slate-800 hover:bg-slate-100">
                <input type="checkbox" name={SOLUTION_PARAM} value={solution.id} defaultChecked={isTicked.has(solution.id)} className="size-4 shrink-0 accent-brand-700" />
                <span {...content(solution.name)}>{solution.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" name={SHEET_PARAM} value="1" className={buttonClass("primary", "mt-4")}>
        {t("qr.make")}
      </button>
    </Form>
  );
}

/** The print button once the page has hydrated; before that, or without JavaScript, the words for the browser's own command. */
function PrintControls() {
  const t = useT("profile");
  const hydrated = useHydrated();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
      <p className="text-slate-800">{t("qr.layout")}</p>
      {hydrated ? (
        <button type="button" className={buttonClass("primary")} onClick={() => window.print()}>
          {t("qr.print")}
        </button>
      ) : (
        <p className="text-slate-800">{t("qr.printWithoutScript")}</p>
      )}
    </div>
  );
}

/**
 * One code: drawn from its address on the server and again, identically, in the browser (the page's data carries the
 * address, not the drawing). The drawing is uqr's markup of that address only; the wrapper carries its name.
 */
function QrCell({ name, url }: { name: string; url: string }) {
  const t = useT("profile");
  const content = useContentLanguage();
  const svg = useMemo(() => renderSVG(url, QR_OPTIONS), [url]);
  return (
    <li className="qr-cell flex flex-col items-center rounded-md border border-slate-300 p-4 text-center">
      <div role="img" aria-label={t("qr.code", { name })} className="qr-code size-40 [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: svg }} />
      <p className="qr-name mt-2 font-semibold text-slate-900" {...content(name)}>
        {name}
      </p>
      <p className="qr-url mt-1 break-all text-xs text-slate-700" dir="ltr">
        {url}
      </p>
    </li>
  );
}
