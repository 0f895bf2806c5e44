/**
 * The plants editor's forms: the plant itself (name, address, country, website, e-mail, the location as
 * decimal degrees, one checkbox per process, the status), a related solution added or removed, and the delete step;
 * plus the list's search and filters. The name and the address have optional Arabic twins (`name_ar`,
 * `address_ar`), under the same rules; empty is stored as null (the Arabic pages show the English). The browser and the action check the same schema.
 */
import { z } from "zod";
import { EMAIL_PATTERN } from "~/utils/account-fields";
import { checkbox, formValidator } from "./kit";

export const PLANT_STATUSES = ["draft", "published", "archived"] as const;
export type PlantStatus = (typeof PLANT_STATUSES)[number];

export const PLANT_STATUS_LABELS: Record<PlantStatus, string> = {
  draft: "Draft (not on the public site)",
  published: "Published",
  archived: "Archived (withdrawn, kept)",
};

/** The list's short words for a status. */
export const PLANT_STATUS_NAMES: Record<PlantStatus, string> = { draft: "Draft", published: "Published", archived: "Archived" };

const PLANT_NAME_MAX = 200;
const PLANT_ADDRESS_MAX = 500;

export const PLANT_MESSAGES = {
  nameRequired: "Enter the plant's name.",
  nameTooLong: `Names must be at most ${PLANT_NAME_MAX} characters.`,
  markup: "Names cannot contain < or >.",
  control: "Names cannot contain control characters (tabs, line breaks).",
  addressTooLong: `The address must be at most ${PLANT_ADDRESS_MAX} characters.`,
  addressControl: "The address cannot contain control characters (tabs, line breaks).",
  country: "Choose the plant's country.",
  website: "The website must be an address starting with https://, or empty.",
  email: "Enter a valid e-mail address, or leave it empty.",
  latitude: "Latitude must be a number between -90 and 90.",
  longitude: "Longitude must be a number between -180 and 180.",
  status: "Choose draft, published or archived.",
  processMissing: "One of the ticked processes no longer exists. Reload the page and tick them again.",
  solutionMissing: "This solution no longer exists.",
  confirmDelete: "Tick the box to confirm the deletion.",
} as const;

/** The form of a plant, on the new and the edit page alike. */
export const PLANT_FORM_ID = "plant";
export const PLANT_SOLUTION_FORM_ID = "plant-solution";
export const PLANT_DELETE_FORM_ID = "plant-delete";

/** One checkbox per process: `process_<id>` (the site's forms use plain field names, one value each). */
export const processFieldName = (id: number) => `process_${id}` as const;
const PROCESS_FIELD = /^process_([1-9][0-9]{0,9})$/;

/** A coordinate as the fields and the map write it: decimal degrees, six decimals (about 10 cm). */
export const formatCoordinate = (value: number) => value.toFixed(6);

/** Decimal degrees with "." as the decimal point: "24.5", "-57", "+.25"; anything else (commas, "1e3", "N") is not one. */
const DECIMAL = /^[+-]?(?:\d{1,3}(?:\.\d{0,15})?|\.\d{1,15})$/;

/** The number typed in a coordinate field, or null when it is no decimal number within ±limit. */
export function parseCoordinate(value: unknown, limit: 90 | 180): number | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!DECIMAL.test(text)) return null;
  const number = Number(text);
  if (!Number.isFinite(number) || number < -limit || number > limit) return null;
  // -0 reads as 0 everywhere.
  return number === 0 ? 0 : number;
}

const coordinate = (limit: 90 | 180, message: string) =>
  z.unknown().transform((value, ctx) => {
    const number = parseCoordinate(value, limit);
    if (number === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    }
    return number;
  });

const name = z
  .string({ required_error: PLANT_MESSAGES.nameRequired })
  .trim()
  .min(1, PLANT_MESSAGES.nameRequired)
  .max(PLANT_NAME_MAX, PLANT_MESSAGES.nameTooLong)
  .refine((value) => !/\p{Cc}/u.test(value), PLANT_MESSAGES.control)
  .refine((value) => !/[<>]/.test(value), PLANT_MESSAGES.markup);

const address = z
  .string()
  .trim()
  .max(PLANT_ADDRESS_MAX, PLANT_MESSAGES.addressTooLong)
  .refine((value) => !/\p{Cc}/u.test(value), PLANT_MESSAGES.addressControl)
  .optional()
  .transform((value) => value ?? "");

/** The Arabic name: optional, else under the English name's rules; "" (none) is null. */
const nameAr = z
  .string()
  .trim()
  .max(PLANT_NAME_MAX, PLANT_MESSAGES.nameTooLong)
  .refine((value) => !/\p{Cc}/u.test(value), PLANT_MESSAGES.control)
  .refine((value) => !/[<>]/.test(value), PLANT_MESSAGES.markup)
  .optional()
  .transform((value) => value || null);

const addressAr = address.transform((value) => value || null);

/** An https address with a host name, or empty. */
function isWebsite(value: string) {
  if (value === "") return true;
  if (value.length > 500 || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const website = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "")
  .refine(isWebsite, PLANT_MESSAGES.website);

const email = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "")
  .refine((value) => value === "" || (value.length <= 254 && EMAIL_PATTERN.test(value)), PLANT_MESSAGES.email)
  .transform((value) => (value === "" ? null : value));

const plantSchema = z
  .object({
    name,
    address,
    name_ar: nameAr,
    address_ar: addressAr,
    country: z.coerce
      .number({ invalid_type_error: PLANT_MESSAGES.country })
      .int(PLANT_MESSAGES.country)
      .positive(PLANT_MESSAGES.country)
      .max(2_147_483_647, PLANT_MESSAGES.country),
    website,
    email,
    latitude: coordinate(90, PLANT_MESSAGES.latitude),
    longitude: coordinate(180, PLANT_MESSAGES.longitude),
    status: z.enum(PLANT_STATUSES, { errorMap: () => ({ message: PLANT_MESSAGES.status }) }),
  })
  // The process boxes have names only the data knows (process_<id>): kept here, read below.
  .passthrough()
  .transform((value) => {
    const processes = Object.entries(value)
      .map(([field, ticked]) => [PROCESS_FIELD.exec(field)?.[1], checkbox(ticked)] as const)
      .filter(([id, ticked]) => id !== undefined && ticked)
      .map(([id]) => Number(id));
    return {
      name: value.name,
      address: value.address,
      nameAr: value.name_ar,
      addressAr: value.address_ar,
      countryId: value.country,
      websiteUrl: value.website,
      email: value.email,
      latitude: value.latitude,
      longitude: value.longitude,
      status: value.status,
      processes: [...new Set(processes)].sort((a, b) => a - b),
    };
  });

export type PlantInput = z.output<typeof plantSchema>;

export const plantValidator = formValidator(plantSchema);

/** Add or remove a related solution: the solution's id. */
export const plantSolutionValidator = formValidator(
  z.object({
    intent: z.enum(["solution_add", "solution_remove"]),
    solution: z.coerce.number().int().positive().max(2_147_483_647, PLANT_MESSAGES.solutionMissing),
  }),
);

/** The delete step's form: a box the member ticks to say they mean it. */
export const plantDeleteValidator = formValidator(
  z.object({ confirm: z.unknown().transform(checkbox).refine(Boolean, PLANT_MESSAGES.confirmDelete) }),
);

/** The archive button of a plant that cannot be deleted: nothing to fill in. */
export const plantArchiveValidator = formValidator(z.object({ intent: z.literal("archive") }));

export const STAFF_PLANTS_PAGE_SIZE = 25;

export interface PlantListFilter {
  search: string;
  country: number | null;
  status: PlantStatus | null;
  page: number;
}

const id = (value: string | null) => (value && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

/** The list's filters from its address; values it does not understand are left out, never an error. */
export function plantListFilterFrom(params: URLSearchParams): PlantListFilter {
  const status = params.get("status");
  const page = id(params.get("page"));
  return {
    search: (params.get("q") ?? "").trim().slice(0, 100),
    country: id(params.get("country")),
    status: (PLANT_STATUSES as readonly string[]).includes(status ?? "") ? (status as PlantStatus) : null,
    page: page && page <= 100_000 ? page : 1,
  };
}

/** The list's address for a filter (page 1 is left out). */
export function plantListHref(filter: PlantListFilter, page = filter.page) {
  const params = new URLSearchParams();
  if (filter.search) params.set("q", filter.search);
  if (filter.country) params.set("country", String(filter.country));
  if (filter.status) params.set("status", filter.status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/staff/plants${query ? `?${query}` : ""}`;
}

/** The "Add a solution" search on a plant's page (?solution_q=): at most 100 characters, cut, never refused. */
export const solutionSearchFrom = (params: URLSearchParams) => (params.get("solution_q") ?? "").trim().slice(0, 100);

/** Who edits plants. */
export const PLANT_ROLES = ["editor", "admin"] as const;
