/**
 * The quote form's starting values from its address (`quantity`, `unit`, `note`), as the dosage calculator's
 * "Request a quote for this quantity" link carries them. A value the form would refuse is left out, not shown.
 */
import { BASKET_UNITS, type BasketUnit } from "~/content/basket";
import { isCode } from "~/content/technical";

export interface QuoteDefaults {
  quantity?: string;
  unit?: BasketUnit;
  note?: string;
}

/** The quote form's limits (app/forms/quote.ts). */
const MAX_QUANTITY = 1e9;
const MAX_NOTE = 2000;

export function quoteDefaults(params: URLSearchParams): QuoteDefaults {
  const defaults: QuoteDefaults = {};
  const quantity = params.get("quantity")?.trim() ?? "";
  if (/^[0-9]{1,10}(\.[0-9]{1,3})?$/.test(quantity) && Number(quantity) > 0 && Number(quantity) <= MAX_QUANTITY) defaults.quantity = quantity;
  const unit = params.get("unit");
  if (isCode(BASKET_UNITS, unit)) defaults.unit = unit;
  const note = params.get("note")?.trim() ?? "";
  if (note && note.length <= MAX_NOTE) defaults.note = note;
  return defaults;
}
