/**
 * The basket's lines, each with its own form (quantity, unit, sample, note; intent=save) and its own Remove form
 * (intent=remove). Each posts to the basket page: without JavaScript the page comes back with that line's messages
 * beside its fields and what was typed; with JavaScript the same post runs as a client navigation, its button pending.
 */
import { useNavigation } from "@remix-run/react";
import { BASKET_UNITS, SAMPLE_UNITS } from "~/content/basket";
import { Button } from "~/components/ui/button";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { basketLineValidator } from "~/forms/basket";
import { Form, Link } from "~/i18n/link";
import { useContentLanguage, useT } from "~/i18n/react";
import type { BasketViewLine as BasketLineView } from "~/models/basket.server";
import { lineFormId } from "./form-ids";

/** The line whose form (save or remove) is being posted, if any. */
function usePendingLine() {
  const navigation = useNavigation();
  if (navigation.state !== "submitting" || !navigation.formData) return null;
  return { intent: navigation.formData.get("intent"), solution: navigation.formData.get("solution") };
}

function RemoveForm({ line, name }: { line: BasketLineView; name: string }) {
  const t = useT("basket");
  const pending = usePendingLine();
  const removing = pending?.intent === "remove" && pending.solution === String(line.solutionId);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="solution" value={line.solutionId} />
      <Button type="submit" variant="secondary" pending={removing} pendingLabel={t("line.removing")} aria-label={t("line.removeNamed", { name })}>
        {t("line.remove")}
      </Button>
    </Form>
  );
}

function LineFields({ line, name }: { line: BasketLineView; name: string }) {
  const t = useT("basket");
  const common = useT("common");
  const id = lineFormId(line.solutionId);
  const answer = useFormAnswer(id);
  const pending = usePendingLine();
  const saving = pending?.intent === "save" && pending.solution === String(line.solutionId);
  return (
    <AppForm id={id} validator={basketLineValidator} preventScrollReset className="grid gap-4 sm:grid-cols-2" aria-label={t("line.legend", { name })}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="solution" value={line.solutionId} />
      <FormError message={answer?.formError} className="sm:col-span-2" />
      <TextField
        id={`${id}-quantity`}
        name="quantity"
        label={t("line.quantity")}
        inputMode="decimal"
        defaultValue={line.quantity ?? ""}
        hint={line.quantity === null ? t("line.quantityHint") : undefined}
      />
      <SelectField
        id={`${id}-unit`}
        name="unit"
        label={t("line.unit")}
        defaultValue={line.unit}
        options={BASKET_UNITS.map((unit) => ({ value: unit, label: common(`units.${unit}`) }))}
      />
      <fieldset className="rounded-md border border-slate-200 p-3 sm:col-span-2">
        <legend className="px-1 text-sm font-medium text-slate-800">{t("line.sampleLegend")}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <CheckboxField id={`${id}-sample`} name="sample" label={t("line.sample")} defaultChecked={line.sample} className="self-center" />
          <TextField
            id={`${id}-sample-size`}
            name="sample_size"
            label={t("line.sampleSize")}
            inputMode="decimal"
            defaultValue={line.sampleSize ?? ""}
            hint={t("line.sampleHint")}
          />
          <SelectField
            id={`${id}-sample-unit`}
            name="sample_unit"
            label={t("line.sampleUnit")}
            placeholder={t("line.sampleUnitPlaceholder")}
            defaultValue={line.sampleUnit ?? ""}
            options={SAMPLE_UNITS.map((unit) => ({ value: unit, label: common(`sampleUnits.${unit}`) }))}
          />
        </div>
      </fieldset>
      <TextAreaField id={`${id}-note`} name="note" label={t("line.note")} rows={2} defaultValue={line.note} wrapperClassName="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" pending={saving} pendingLabel={t("line.saving")}>
          {t("line.save")}
        </Button>
      </div>
    </AppForm>
  );
}

export default function BasketLines({ lines }: { lines: BasketLineView[] }) {
  const t = useT("basket");
  const content = useContentLanguage();
  return (
    <ol className="mt-6 space-y-6">
      {lines.map((line) => {
        const name = line.name || t("line.unavailableName");
        return (
          <li key={line.solutionId} className={`rounded-lg border p-5 shadow-sm ${line.available ? "border-slate-200" : "border-amber-400 bg-amber-50"}`}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h3 className="text-lg font-semibold text-slate-900" {...content(line.name)}>
                {line.available ? (
                  <Link to={`/solution/${line.solutionId}`} className="text-brand-800 underline hover:text-brand-900">
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </h3>
              <RemoveForm line={line} name={name} />
            </div>
            {line.available ? (
              <div className="mt-4">
                <LineFields line={line} name={name} />
              </div>
            ) : (
              <p className="mt-2 text-sm font-medium text-amber-900" data-testid="line-unavailable">
                {t("line.unavailable")}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
