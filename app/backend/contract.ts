/**
 * The spec's contract (§3 shapes, §7 calls) as zod schemas: the /api/v1 routes answer in these shapes, the
 * RemoteBackend parses the owner's API with them, and the OpenAPI document is generated from them.
 * Field names are the API's (snake_case).
 */
import { z } from "zod";
import { HAZARD_STATUSES, PACKING_GROUPS, PICTOGRAM_CODES } from "~/content/ghs/pictograms";
import type { BasketUnit } from "~/content/basket";
import { DOSE_UNITS, ENVIRONMENTAL_GRADES, INJECTION_POINTS, SITES, SYSTEMS } from "~/content/technical";
import type { ApplicationPayload as ApplicationSchema } from "~/forms/application";
import type { ContactPayload as ContactSchema } from "~/forms/contact";
import type { DataSheetRequestPayload as DataSheetRequestSchema } from "~/forms/data-sheet-request";
import type { LoginPayload as LoginSchema } from "~/forms/login";
import type { RegisterFields as RegisterSchema } from "~/forms/register";

export const IdName = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof IdName>;

/** Latitude/longitude arrive as numbers or numeric strings (spec §3); we always hand out numbers. */
const coordinate = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);

export const Plant = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  website_url: z.string(),
  latitude: coordinate,
  longitude: coordinate,
  email: z.string().nullable().optional(),
  country: IdName.nullable().optional(),
  is_bookmarked: z.boolean().default(false),
});
export type Plant = z.infer<typeof Plant>;

const SolutionImage = z.object({ image_url: z.string() });

/**
 * A solution's hazard communication, an addition to the spec's shapes: "not_entered" (nobody has entered it yet) is
 * not "not_classified" (entered: not hazardous under GHS). Codes are from the lists in app/content/ghs; each
 * statement comes with its standard text in the language asked for. Lists carry the summary (status, pictograms,
 * signal word); a solution's own detail the whole of it.
 */
const PictogramCodeSchema = z.enum(PICTOGRAM_CODES);
export const HazardSummary = z.object({
  status: z.enum(HAZARD_STATUSES),
  pictograms: z.array(PictogramCodeSchema).default([]),
  signal_word: z.enum(["danger", "warning"]).nullable().default(null),
});
export type HazardSummary = z.infer<typeof HazardSummary>;

const CodedText = z.object({ code: z.string(), text: z.string() });

export const Hazards = HazardSummary.extend({
  /** GHS classification: each entry a hazard class id and its category, named in the language asked for ("Flammable liquids, Category 2"). */
  classification: z.array(z.object({ hazard_class: z.string(), category: z.string(), name: z.string() })),
  hazard_statements: z.array(CodedText),
  precautionary_statements: z.array(CodedText),
  /** UN Model Regulations; null when the product is not dangerous goods or nothing is entered. */
  transport: z
    .object({
      un_number: z.string().regex(/^UN\d{4}$/),
      proper_shipping_name: z.string(),
      class: z.string(),
      packing_group: z.enum(PACKING_GROUPS).nullable(),
      marine_pollutant: z.boolean(),
    })
    .nullable(),
  /** Key physical data where known: flash point and pour point in °C, density in kg/m³ at 15 °C. */
  physical: z
    .object({ flash_point_c: z.number().nullable(), ph: z.number().nullable(), density_kg_m3: z.number().nullable(), pour_point_c: z.number().nullable() })
    .nullable(),
});
export type Hazards = z.infer<typeof Hazards>;

/** A typical dose range: litres of product per 10⁶ L of fluid ("ppm-v") or mg of product per litre of fluid ("mg-l"). */
export const DoseRange = z
  .object({ min: z.number(), max: z.number(), unit: z.enum(DOSE_UNITS) })
  .describe("A typical dose range: ppm-v is litres of product per 10⁶ L of fluid, mg-l mg of product per litre of fluid");
export type DoseRange = z.infer<typeof DoseRange>;

/** Technical properties (issue 41), codes from app/content/technical.ts; the problems named in the language asked for. */
export const Technical = z.object({
  problems: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), dose: DoseRange.nullable() })),
  systems: z.array(z.enum(SYSTEMS)),
  max_temperature_c: z.number().nullable(),
  injection_points: z.array(z.enum(INJECTION_POINTS)),
  environmental_grades: z.array(z.enum(ENVIRONMENTAL_GRADES)),
  sites: z.array(z.enum(SITES)),
});
export type Technical = z.infer<typeof Technical>;

export const Solution = z.object({
  id: z.number().int(),
  name: z.string(),
  commercial_name: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  image: SolutionImage.nullable().optional(),
  categories: z.array(IdName).default([]),
  is_bookmarked: z.boolean().default(false),
  /**
   * In a list, the summary; in a solution's own detail, all of it (Hazards, whose fields are all required, so that a
   * list row's summary is read as a summary and not filled out with empty lists). Absent from an API that has none.
   */
  hazards: z.union([Hazards, HazardSummary]).optional(),
  /** In a solution's own detail only; absent from a list and from an API that has none. */
  technical: Technical.optional(),
});
export type Solution = z.infer<typeof Solution>;

export type FilterNode = { id: number; name: string; children: FilterNode[] };
export const FilterNode: z.ZodType<FilterNode> = z.lazy(() =>
  z.object({ id: z.number().int(), name: z.string(), children: z.array(FilterNode).default([]) }),
) as z.ZodType<FilterNode>;

/** A country or city: the same shape as IdName. */
export type Location = IdName;

export const Vacancy = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  available: z.boolean(),
  department: IdName,
  location: z.object({ name: z.string(), parent_name: z.string().nullable() }),
});
export type Vacancy = z.infer<typeof Vacancy>;

export function paged<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    count: z.number().int().optional(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
    search: z.object({ spelled_as: z.string().optional(), suggestion: z.string().optional() }).optional(),
  });
}
export interface Page<T> {
  count?: number;
  next: string | null;
  previous: string | null;
  results: T[];
  /**
   * A search's correction, an addition to the spec's list: `spelled_as`, what a misspelt search was
   * searched as instead; `suggestion`, when nothing matched, a guess to offer ("Did you mean").
   */
  search?: { spelled_as?: string; suggestion?: string };
}

/** `{status, message, data}`: the wrapper of spec §3 ("wrapped as data, with status and message"). */
export function wrapped<T extends z.ZodTypeAny>(data: T) {
  return z.object({ status: z.number().int(), message: z.string(), data });
}

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;


// ---- Payloads (spec §3) ----

export const DataSheetKind = z.enum(["msds", "tds", "inquiry"]);
export type DataSheetKind = z.infer<typeof DataSheetKind>;

/** What a visitor sends: the types of the payload schemas in app/forms (one schema, one type). */
export type DataSheetRequestPayload = z.output<typeof DataSheetRequestSchema> & {
  /** Inquiry only. */
  message?: string;
};

export interface QuoteRequestPayload {
  full_name: string;
  email: string;
  mobile: string;
  company: string;
  quantity: number;
  unit: BasketUnit;
  note: string;
}

export type ContactPayload = z.output<typeof ContactSchema>;

/** The application's fields and the resume as stored (the upload parser wrote it). */
export type ApplicationPayload = z.output<typeof ApplicationSchema> & {
  resume: { path: string; originalName: string; type: string; size: number };
};

export type LoginPayload = z.output<typeof LoginSchema>;

export type RegisterPayload = z.output<typeof RegisterSchema> & {
  /** The registration form's newsletter box; kept locally, not part of the owner's API payload. */
  subscribe_blog?: boolean;
};

export const User = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().default(""),
  last_name: z.string().default(""),
});
export type User = z.infer<typeof User>;

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export interface LoginResult extends Tokens {
  user: User;
}

/** What a successful POST answers: status 201 and a message; the local backend adds the submission's reference. */
export interface Submitted {
  status: number;
  message: string;
  /** E.g. MSDS-2026-000123 (app/models/references.ts); the remote API issues none. */
  reference?: string;
  /**
   * False when no receipt goes to the visitor's address (the daily limit for typed addresses withheld it): the
   * confirmation page then does not promise one. Absent: the remote API's own mail, not known here.
   */
  receipt?: boolean;
}
