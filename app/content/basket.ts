/**
 * The quote and sample basket's code lists and rules (DESIGN §7: "a basket is a draft request"), shared by the
 * basket page, the request, the staff inbox, the API and the tests. Pure: no database, no React.
 */

/** How a line's quantity is counted. Drums and IBCs are the trade's usual packs (208 L steel drum, 1,000 L IBC). */
export const BASKET_UNITS = ["kg", "t", "l", "m3", "drum-208l", "ibc-1000l"] as const;
export type BasketUnit = (typeof BASKET_UNITS)[number];

/** A basket holds at most this many lines, anonymous or signed in (the cookie must stay one cookie). */
export const MAX_BASKET_LINES = 50;
/** A line's own note; the request's note is longer. */
export const LINE_NOTE_MAX = 300;
export const REQUEST_NOTE_MAX = 2000;
/** A quantity above this is a typing slip, not an order (a billion kilograms is a million tonnes). */
export const MAX_QUANTITY = 1e9;

/** A sample's size: small packs for a laboratory test on the field's own fluids, at most 5 kg or 5 L. */
export const SAMPLE_UNITS = ["ml", "l", "g", "kg"] as const;
export type SampleUnit = (typeof SAMPLE_UNITS)[number];
const SAMPLE_MAX: Record<SampleUnit, number> = { ml: 5000, l: 5, g: 5000, kg: 5 };
export const sampleSizeAllowed = (size: number, unit: SampleUnit) => size > 0 && size <= SAMPLE_MAX[unit];

/**
 * The delivery terms a buyer may wish for: the eleven rules of Incoterms® 2020 (International Chamber of Commerce,
 * ICC publication No. 723E), in the ICC's order: any mode of transport, then sea and inland waterway only.
 */
export const INCOTERMS = ["EXW", "FCA", "CPT", "CIP", "DAP", "DPU", "DDP", "FAS", "FOB", "CFR", "CIF"] as const;

/** The currencies sales quote in: the Omani rial, and the two the export trade uses (ISO 4217 codes). */
export const QUOTE_CURRENCIES = ["OMR", "USD", "EUR"] as const;
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];

/**
 * A sample's life: requested → approved or declined (with a reason) → shipped (carrier and tracking number) →
 * delivered. Declined and delivered are final; any other step is refused.
 */
export const SAMPLE_STATUSES = ["requested", "approved", "declined", "shipped", "delivered"] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];

const NEXT: Record<SampleStatus, readonly SampleStatus[]> = {
  requested: ["approved", "declined"],
  approved: ["shipped"],
  declined: [],
  shipped: ["delivered"],
  delivered: [],
};

export const nextSampleSteps = (status: SampleStatus): readonly SampleStatus[] => NEXT[status];
export const canMoveSample = (from: SampleStatus, to: SampleStatus) => NEXT[from].includes(to);
export const isFinalSample = (status: SampleStatus) => NEXT[status].length === 0;
