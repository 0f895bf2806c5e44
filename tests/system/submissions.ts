/**
 * The public forms that carry a submission key, sent as a visitor's browser sends them (no JavaScript: a document
 * POST answered by a redirect), and where each one's row lands, so the system tests can check what was stored.
 */
import { randomUUID } from "node:crypto";
import { postForm } from "./harness";

export const FORMS = ["msds", "tds", "inquiry", "quote", "contact", "application"] as const;
export type FormName = (typeof FORMS)[number];

/** Ids the forms need, read from the running server's public API (the demo seed decides them). */
export interface Catalog {
  solutionId: number;
  jobFunctionId: number;
  countryId: number;
  cityId: number;
  vacancyId: number;
}

export interface Submission {
  form: FormName;
  key: string;
  email: string;
  url: string;
  /** A fresh body each call: the same fields (and the same key) every time. */
  body(): URLSearchParams | FormData;
}

async function ids(base: string, url: string): Promise<number[]> {
  const response = await fetch(`${base}${url}`);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const payload = (await response.json()) as { data?: { id: number }[]; results?: { id: number }[] };
  return (payload.data ?? payload.results ?? []).map((row) => row.id);
}

async function firstId(base: string, url: string): Promise<number> {
  const [id] = await ids(base, url);
  if (typeof id !== "number") throw new Error(`no id from ${url}`);
  return id;
}

export async function loadCatalog(base: string): Promise<Catalog> {
  // The contact form wants a city of the chosen country: the first country that has one.
  for (const countryId of await ids(base, "/api/v1/core/locations/?type=country")) {
    const [cityId] = await ids(base, `/api/v1/core/locations/?type=city&parent=${countryId}`);
    if (cityId === undefined) continue;
    return {
      solutionId: await firstId(base, "/api/v1/petrochemicals_catalog/solutions/?page_size=1"),
      jobFunctionId: await firstId(base, "/api/v1/petrochemicals_catalog/solutions/job_functions/"),
      countryId,
      cityId,
      vacancyId: await firstId(base, "/api/v1/job_board/vacancies/?page_size=1"),
    };
  }
  throw new Error("no country with a city in the seed");
}

function fields(values: Record<string, string>) {
  return new URLSearchParams({ ...values, website_address: "" });
}

/** One submission of `form`; `tag` makes its email (and so its row) recognisable. */
export function submission(form: FormName, catalog: Catalog, tag: string, key = randomUUID()): Submission {
  const email = `${form}.${tag}@example.com`;
  const solution = `/solution/${catalog.solutionId}`;
  switch (form) {
    case "msds":
    case "tds":
    case "inquiry":
      return {
        form, key, email, url: `${solution}/request/${form}`,
        body: () =>
          fields({
            first_name: "Resilience", last_name: tag, company_email_address: email, job_function: String(catalog.jobFunctionId),
            company: "Test Co", country: String(catalog.countryId), message: "Please send the sheet.", submission_key: key,
          }),
      };
    case "quote":
      return {
        form, key, email, url: solution,
        body: () =>
          fields({
            full_name: `Resilience ${tag}`, email, mobile: "+968 2400 0000", company: "Test Co", quantity: "25", unit: "kg",
            note: "", submission_key: key,
          }),
      };
    case "contact":
      return {
        form, key, email, url: "/contact-us",
        body: () =>
          fields({
            first_name: "Resilience", last_name: tag, email, phone_number: "+968 2400 0000", country: String(catalog.countryId),
            city: String(catalog.cityId), message: "Hello", submission_key: key,
          }),
      };
    case "application": {
      const url = `/career/${catalog.vacancyId}/hiring`;
      return {
        form, key, email, url,
        body: () => {
          const body = new FormData();
          for (const [name, value] of Object.entries({
            first_name: "Resilience", last_name: tag, email, phone_number: "+968 2400 0000", cover_letter: "", website_address: "",
            submission_key: key,
          })) body.set(name, value);
          body.set("resume", new Blob([`Curriculum vitae of ${tag}\n`], { type: "text/plain" }), "cv.txt");
          return body;
        },
      };
    }
  }
}

/** Success as each action answers it: the redirect to the submission's confirmation page; nothing else. */
export function isSuccess(response: Response): boolean {
  const location = response.headers.get("location");
  return response.status === 302 && location !== null && new URL(location, "http://x").pathname.startsWith("/confirmation/");
}

export function send(base: string, submission: Submission) {
  return postForm(base, submission.url, submission.body());
}

export interface StoredRow {
  key: string;
  form: string;
  email: string;
  resume_path: string | null;
  /** A resume in the PostgreSQL file store (resume_path pg:<key>): whether its bytes are in stored_files. */
  resume_stored: boolean | null;
}

/** Every stored submission that carries a key, from all four tables. */
const STORED_ROWS_SQL = `
  select submission_key as key, kind as form, company_email_address as email, null as resume_path, null::boolean as resume_stored
    from data_sheet_requests where submission_key is not null
  union all select submission_key, 'quote', email, null, null from quote_requests where submission_key is not null
  union all select submission_key, 'contact', email, null, null from contact_messages where submission_key is not null
  union all select submission_key, 'application', email, resume_path,
      exists (select 1 from stored_files where 'pg:' || stored_files.key = job_applications.resume_path)
    from job_applications where submission_key is not null`;

/** What both pg.Client and PGlite offer. */
export type Query = (sql: string) => Promise<{ rows: unknown[] }>;

export async function storedRows(query: Query): Promise<StoredRow[]> {
  return (await query(STORED_ROWS_SQL)).rows as StoredRow[];
}
