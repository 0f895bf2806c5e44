/**
 * The Overview's "Quotes and samples": each basket request the account sent, with what sales quoted once the quote
 * was sent and where each sample is (issue 42).
 */
import type { SerializeFrom } from "@remix-run/node";
import { intlLocale } from "~/i18n/format";
import { useContentLanguage, useLocale, useT } from "~/i18n/react";
import type { BasketRequestSummary } from "~/models/account-data.server";
import { STATUS_KEYS } from "./statuses";

type Basket = SerializeFrom<BasketRequestSummary>;
type Line = Basket["lines"][number];

const PACKS = new Set(["drum-208l", "ibc-1000l"]);

/** Each basket request as a table of its lines: what was asked, the quote once sent, and the sample's step. */
export function BasketRequests({ baskets }: { baskets: Basket[] }) {
  const t = useT("profile");
  const common = useT("common");
  const locale = useLocale();
  const content = useContentLanguage();
  const intl = intlLocale(locale);
  const day = new Intl.DateTimeFormat(intl, { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Muscat" });
  // valid_until is a calendar day (YYYY-MM-DD), not an instant: read and shown in UTC so it never shifts a day.
  const calendarDay = (value: string) => new Intl.DateTimeFormat(intl, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${value}T00:00:00Z`));
  const number = new Intl.NumberFormat(intl, { maximumFractionDigits: 3 });
  const unitWord = (unit: Line["unit"]) => common(`units.${unit}`);
  // "500 kg", but "4 × 208 L drum": a pack is counted, a mass or volume measured.
  const quantity = (line: Line) => t(PACKS.has(line.unit) ? "overview.baskets.packs" : "overview.baskets.quantity", { quantity: number.format(line.quantity), unit: unitWord(line.unit) });

  function answer(line: Line) {
    if (!line.answer) return <span className="text-slate-700">{t("overview.baskets.notQuoted")}</span>;
    if (line.answer.kind === "cannot")
      return (
        <>
          <p>{t("overview.baskets.cannotOffer")}</p>
          {line.answer.reason ? <p className="text-slate-700">{t("overview.baskets.reason", { reason: line.answer.reason })}</p> : null}
        </>
      );
    const price = new Intl.NumberFormat(intl, { style: "currency", currency: line.answer.currency }).format(line.answer.price);
    return (
      <>
        <p className="font-semibold">{t("overview.baskets.offer", { price, unit: unitWord(line.answer.priceUnit) })}</p>
        <p>{t("overview.baskets.validUntil", { date: calendarDay(line.answer.validUntil) })}</p>
        <p>{t("overview.baskets.leadTime", { count: line.answer.leadTimeDays })}</p>
        {line.answer.note ? <p className="text-slate-700">{line.answer.note}</p> : null}
      </>
    );
  }

  function sample(line: Line) {
    const wanted = line.sample;
    if (!wanted) return <span className="text-slate-700">{t("overview.baskets.noSample")}</span>;
    const size = wanted.size !== null && wanted.unit ? `${number.format(wanted.size)} ${common(`sampleUnits.${wanted.unit}`)}` : null;
    return (
      <>
        {size ? <p>{t("overview.baskets.sampleSize", { size })}</p> : null}
        <p data-testid="sample-status">
          {t(`overview.baskets.samples.${wanted.status}`, { reason: wanted.reason ?? "", carrier: wanted.carrier ?? "", tracking: wanted.tracking ?? "" })}
          {wanted.updatedAt ? ` (${t("overview.baskets.sampleSince", { date: day.format(new Date(wanted.updatedAt)) })})` : ""}
        </p>
      </>
    );
  }

  return (
    <section aria-labelledby="baskets-title">
      <h2 id="baskets-title" className="mt-6 text-lg font-semibold text-slate-900">
        {t("overview.baskets.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("overview.baskets.intro")}</p>
      {baskets.map((basket) => (
        <div key={basket.reference} className="mt-4 rounded-lg border border-slate-200 p-4" data-testid="basket-request">
          <table className="w-full text-start text-sm">
            <caption className="text-start">
              <span className="font-mono font-semibold">{basket.reference}</span>
              <span className="block font-normal text-slate-700">
                {t("overview.baskets.sentOn", { date: day.format(new Date(basket.sentAt)) })} · {t("overview.columns.status")}:{" "}
                <span data-testid="basket-status">{t(`overview.statuses.${STATUS_KEYS[basket.status]}`)}</span>
                {/* A closed request with no quote is not "in preparation": it says nothing more. */}
                {basket.quoteSentAt
                  ? ` · ${t("overview.baskets.quoteSent", { date: day.format(new Date(basket.quoteSentAt)) })}`
                  : STATUS_KEYS[basket.status] === "closed"
                    ? ""
                    : ` · ${t("overview.baskets.awaitingQuote")}`}
              </span>
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-2 pe-3 font-semibold">{t("overview.baskets.columns.solution")}</th>
                <th scope="col" className="py-2 pe-3 font-semibold">{t("overview.baskets.columns.quantity")}</th>
                <th scope="col" className="py-2 pe-3 font-semibold">{t("overview.baskets.columns.quote")}</th>
                <th scope="col" className="py-2 font-semibold">{t("overview.baskets.columns.sample")}</th>
              </tr>
            </thead>
            <tbody>
              {basket.lines.map((line) => (
                <tr key={line.position} className="border-b border-slate-100 align-top" data-testid="basket-line">
                  <th scope="row" className="py-2 pe-3 text-start font-normal">
                    <bdi {...content(line.name)}>{line.name}</bdi>
                  </th>
                  <td className="py-2 pe-3">{quantity(line)}</td>
                  <td className="py-2 pe-3">{answer(line)}</td>
                  <td className="py-2">{sample(line)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
