/**
 * A basket request on its inbox item's page: the table of its lines (solution, quantity, sample and its status,
 * note, answer), then per line the answer form and the forms of its sample's next steps only, and "Send the quote by
 * mail". Each is a plain POST to the item's action with an `intent` and the line's id, so it works without
 * JavaScript; a refusal comes back beside its fields (or, for a step no longer possible, above the line's forms).
 */
import { Link } from "@remix-run/react";
import { z } from "zod";
import { BASKET_UNITS, QUOTE_CURRENCIES, nextSampleSteps, type BasketUnit, type QuoteCurrency, type SampleStatus, type SampleUnit } from "~/content/basket";
import { LineAnswerForm, SampleStepForm } from "~/forms/basket";
import { FormError, useFormAnswer } from "~/forms/app-form";
import { formValidator } from "~/forms/kit";
import { StaffIntentForm } from "./intent-form";
import { StaffPanel } from "./staff-panel";
import { StaffTable } from "./staff-table";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import enCommon from "~/locales/en/common.json";

export const SAMPLE_STATUS_LABELS: Record<SampleStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  declined: "Declined",
  shipped: "Shipped",
  delivered: "Delivered",
};

// Staff pages are English: the units' words are the public pages' English ones, kept once in common.json.
const UNIT_LABELS: Record<BasketUnit, string> = enCommon.units;
const SAMPLE_UNIT_LABELS: Record<SampleUnit, string> = enCommon.sampleUnits;

/** A unit as staff read it; "?" for anything else (an event's details are read back from JSON). */
export const unitLabel = (value: unknown) => (typeof value === "string" && value in UNIT_LABELS ? UNIT_LABELS[value as BasketUnit] : "?");

export const lineAnswerValidator = formValidator(LineAnswerForm);
export const sampleStepValidator = formValidator(SampleStepForm);
const sendQuoteValidator = formValidator(z.object({}));
const QUOTE_FORM_ID = "rfq-quote";
/** Where a refused sample step is told: above the line's forms (the step's own form may be gone from the page). */
export const lineMessageId = (lineId: number) => `rfq-line-${lineId}`;

export interface BasketLineView {
  id: number;
  position: number;
  solutionId: number | null;
  solutionName: string;
  quantity: number;
  unit: BasketUnit;
  note: string;
  sampleSize: number | null;
  sampleUnit: SampleUnit | null;
  sampleStatus: SampleStatus | null;
  sampleReason: string | null;
  sampleCarrier: string | null;
  sampleTracking: string | null;
  answer: "offer" | "cannot" | null;
  price: number | null;
  currency: QuoteCurrency | null;
  priceUnit: BasketUnit | null;
  validUntil: string | null;
  leadTimeDays: number | null;
  answerNote: string;
  /** Changes when the line is saved, so its forms start again from what was saved. */
  version: string;
}

interface Props {
  lines: BasketLineView[];
  email: string;
  language: string;
  /** When the quote was last sent (Oman time), or null. */
  quoteSent: string | null;
}

const number = (value: number) => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 }).format(value);

function answerSummary(line: BasketLineView) {
  if (line.answer === null) return "Not answered yet";
  if (line.answer === "cannot") return `Cannot offer: ${line.answerNote}`;
  return `${number(line.price ?? 0)} ${line.currency} per ${unitLabel(line.priceUnit)}, valid until ${line.validUntil}, lead time ${line.leadTimeDays} days`;
}

function sampleSummary(line: BasketLineView) {
  if (line.sampleStatus === null || line.sampleSize === null || line.sampleUnit === null) return "No sample";
  const size = `${number(line.sampleSize)} ${SAMPLE_UNIT_LABELS[line.sampleUnit]}`;
  const extra =
    line.sampleStatus === "declined" ? ` (${line.sampleReason ?? ""})` : line.sampleStatus === "shipped" || line.sampleStatus === "delivered" ? ` (${line.sampleCarrier ?? ""}, ${line.sampleTracking ?? ""})` : "";
  return `${size}: ${SAMPLE_STATUS_LABELS[line.sampleStatus]}${extra}`;
}

function LineHidden({ line }: { line: BasketLineView }) {
  return <input type="hidden" name="line" value={line.id} />;
}

function AnswerForm({ line }: { line: BasketLineView }) {
  const legend = `Answer to line ${line.position}: ${line.solutionName}`;
  return (
    <StaffIntentForm id={`rfq-answer-${line.id}`} validator={lineAnswerValidator} intent="answer" submit={`Save the answer to line ${line.position}`} variant="secondary" aria-label={legend}>
      <LineHidden line={line} />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">{legend}</legend>
        <SelectField
          label="Answer"
          name="answer"
          defaultValue={line.answer ?? "offer"}
          options={[
            { value: "offer", label: "Offer a price" },
            { value: "cannot", label: "Cannot offer" },
          ]}
        />
        <TextField label="Price" name="price" inputMode="decimal" defaultValue={line.price ?? ""} hint="Per unit, without tax." />
        <SelectField label="Currency" name="currency" defaultValue={line.currency ?? "OMR"} options={QUOTE_CURRENCIES.map((code) => ({ value: code, label: code }))} />
        <SelectField label="Price per" name="price_unit" defaultValue={line.priceUnit ?? line.unit} options={BASKET_UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }))} />
        <TextField label="Valid until" name="valid_until" type="date" defaultValue={line.validUntil ?? ""} />
        <TextField label="Lead time (days)" name="lead_time_days" inputMode="numeric" defaultValue={line.leadTimeDays ?? ""} />
        <TextAreaField
          label="Note, or the reason when you cannot offer"
          name="answer_note"
          rows={2}
          maxLength={1000}
          defaultValue={line.answerNote}
          wrapperClassName="sm:col-span-2"
          hint="The requester reads it in the quote. At most 1,000 characters."
        />
      </fieldset>
    </StaffIntentForm>
  );
}

const STEP_BUTTONS: Record<Exclude<SampleStatus, "requested">, (position: number) => string> = {
  approved: (position) => `Approve the sample of line ${position}`,
  declined: (position) => `Decline the sample of line ${position}`,
  shipped: (position) => `Mark the sample of line ${position} shipped`,
  delivered: (position) => `Mark the sample of line ${position} delivered`,
};

function SampleStepForms({ line }: { line: BasketLineView }) {
  if (line.sampleStatus === null) return null;
  const steps = nextSampleSteps(line.sampleStatus).filter((step): step is Exclude<SampleStatus, "requested"> => step !== "requested");
  if (!steps.length) return <p className="text-sm text-slate-700">This sample is {SAMPLE_STATUS_LABELS[line.sampleStatus].toLowerCase()}: that is final.</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {steps.map((step) => (
        <StaffIntentForm
          key={step}
          id={`rfq-sample-${line.id}-${step}`}
          validator={sampleStepValidator}
          intent="sample"
          submit={STEP_BUTTONS[step](line.position)}
          variant={step === "declined" ? "danger" : "secondary"}
          aria-label={STEP_BUTTONS[step](line.position)}
        >
          <LineHidden line={line} />
          <input type="hidden" name="to" value={step} />
          {step === "declined" ? <TextAreaField label="Reason for declining" name="reason" required rows={2} maxLength={1000} hint="The requester reads it." /> : null}
          {step === "shipped" ? (
            <>
              <TextField label="Carrier" name="carrier" required maxLength={100} />
              <TextField label="Tracking number" name="tracking" required maxLength={100} />
            </>
          ) : null}
          <p className="text-sm text-slate-700">The requester is told by e-mail, in their language.</p>
        </StaffIntentForm>
      ))}
    </div>
  );
}

function LineWork({ line }: { line: BasketLineView }) {
  const refused = useFormAnswer(lineMessageId(line.id));
  const headingId = `rfq-line-${line.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-slate-200 pt-4" data-testid="rfq-line-work">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Line {line.position}: {line.solutionName}
      </h3>
      <FormError message={refused?.formError} />
      <AnswerForm key={`answer-${line.version}`} line={line} />
      <SampleStepForms key={`sample-${line.version}`} line={line} />
    </section>
  );
}

export function BasketRequest({ lines, email, language, quoteSent }: Props) {
  const unanswered = lines.filter((line) => line.answer === null).map((line) => line.position);
  return (
    <StaffPanel id="basket-heading" title="Lines, answers and samples" headingClass="mb-4">
      <StaffTable
        caption="The request's lines"
        columns={["Line", "Solution", { label: "Quantity", end: true }, "Unit", "Sample", "Note", "Answer"]}
        testId="rfq-lines"
      >
        {lines.map((line) => (
          <tr key={line.id} className="border-t border-slate-200 align-top" data-testid="rfq-line">
            <td className="py-2 pe-4">{line.position}</td>
            <td className="py-2 pe-4">
              {line.solutionId === null ? (
                line.solutionName
              ) : (
                <Link to={`/staff/solutions/${line.solutionId}`} className="text-brand-800 underline">
                  {line.solutionName}
                </Link>
              )}
            </td>
            <td className="py-2 pe-4 text-end">{number(line.quantity)}</td>
            <td className="py-2 pe-4">{UNIT_LABELS[line.unit]}</td>
            <td className="py-2 pe-4" data-testid="rfq-sample">
              {sampleSummary(line)}
            </td>
            <td className="whitespace-pre-wrap break-words py-2 pe-4">{line.note || "—"}</td>
            <td className="py-2">{answerSummary(line)}</td>
          </tr>
        ))}
      </StaffTable>
      <div className="mt-6 space-y-6">
        {lines.map((line) => (
          <LineWork key={line.id} line={line} />
        ))}
      </div>
      <div className="mt-6 border-t border-slate-200 pt-4">
        <StaffIntentForm id={QUOTE_FORM_ID} validator={sendQuoteValidator} intent="quote" submit="Send the quote by mail" pendingLabel="Sending..." aria-label="Send the quote by mail">
          <p className="text-sm text-slate-700">
            Sends every line&apos;s answer to <span className="font-semibold break-all">{email}</span>, in {language === "ar" ? "Arabic" : "English"}. A new or
            in-progress item becomes answered. {quoteSent ? `Last sent ${quoteSent} (Oman time); sending again sends the answers as they are now.` : "Not sent yet."}
          </p>
          {unanswered.length ? (
            <p className="text-sm font-medium text-slate-900">
              Line{unanswered.length === 1 ? "" : "s"} {unanswered.join(", ")} {unanswered.length === 1 ? "has" : "have"} no answer yet.
            </p>
          ) : null}
        </StaffIntentForm>
      </div>
    </StaffPanel>
  );
}
