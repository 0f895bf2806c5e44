/**
 * The Backend: one method per call of spec §7. Routes call only this; LocalBackend answers from the database,
 * RemoteBackend from the owner's API (API_BASE_URL). Both speak the shapes of ./contract.
 */
import type { HazardFilterValue } from "~/content/ghs/hazard-filter";
import type { Locale } from "~/i18n/locales";
import type {
  ApplicationPayload,
  ContactPayload,
  DataSheetKind,
  DataSheetRequestPayload,
  FilterNode,
  IdName,
  Location,
  LoginPayload,
  LoginResult,
  Page,
  Plant,
  QuoteRequestPayload,
  RegisterPayload,
  Solution,
  Submitted,
  Tokens,
  Vacancy,
} from "./contract";

export interface SolutionQuery {
  page?: number;
  page_size?: number;
  /** A plant's solutions. */
  plants?: number;
  /** Category ids: OR, a parent includes its descendants. */
  categories?: number[];
  /** Name / commercial-name search. */
  search?: string;
  /** Hazard filter choices (OR): pictogram codes and "not-classified". */
  hazards?: HazardFilterValue[];
}

export interface PlantFilter {
  processes?: number[];
  countries?: number[];
}

export interface VacancyQuery {
  department?: number;
  page?: number;
  page_size?: number;
}

/** An idempotency key: the same submission sent twice is stored once. */
export type SubmissionKey = string | undefined;

/**
 * Who sent a submission, and in which language. `userId`: a signed-in account whose address is verified; LocalBackend
 * stores its id (user_id); nothing is ever linked to an account by the e-mail text of a form. `locale`: the language
 * of the page or of the API call's Accept-Language: the sender's mail about it is written in it (local),
 * or the remote API is asked for it (Accept-Language). RemoteBackend ignores `userId`.
 */
export interface Sender {
  userId?: number;
  locale?: Locale;
}

export interface CatalogBackend {
  /** GET plants/?geographic_order=true — all plants, by country then name. */
  listPlants(): Promise<Plant[]>;
  /** GET plants/?processes=…&country=… — empty list when neither filter is given. */
  filterPlants(filter: PlantFilter): Promise<Plant[]>;
  getPlant(id: number): Promise<Plant | null>;
  /** GET solutions/?page&page_size[&plants|&categories|&search]. */
  listSolutions(query: SolutionQuery): Promise<Page<Solution>>;
  getSolution(id: number): Promise<Solution | null>;
  listCategories(): Promise<FilterNode[]>;
  listProcesses(): Promise<FilterNode[]>;
  /** GET core/locations/?type=country[&has_plant=true]. */
  listCountries(options?: { hasPlant?: boolean }): Promise<Location[]>;
  /** GET core/locations/?type=city&parent={country}. */
  listCities(countryId: number): Promise<Location[]>;
  listJobFunctions(): Promise<IdName[]>;
}

export interface RequestsBackend {
  /** POST solutions/{id}/msds_code_request/ | tds_code_request/ | inquiry/ — 201 is success. */
  requestDataSheet(kind: DataSheetKind, solutionId: number, payload: DataSheetRequestPayload, key?: SubmissionKey, sender?: Sender): Promise<Submitted>;
  /** The product page's quote request (remote: sent as an inquiry carrying quantity and unit). */
  requestQuote(solutionId: number, payload: QuoteRequestPayload, key?: SubmissionKey, sender?: Sender): Promise<Submitted>;
}

export interface ContactBackend {
  /** POST core/contact/ — 201 is success. */
  sendContactMessage(payload: ContactPayload, key?: SubmissionKey, sender?: Sender): Promise<Submitted>;
}

export interface CareersBackend {
  listDepartments(): Promise<IdName[]>;
  listVacancies(query?: VacancyQuery): Promise<Page<Vacancy>>;
  getVacancy(id: number): Promise<Vacancy | null>;
  /** POST job_board/applications/ (multipart) — 201 is success. */
  submitApplication(payload: ApplicationPayload, key?: SubmissionKey, sender?: Sender): Promise<Submitted>;
}

export interface AccountsBackend {
  /** POST account/login/. Throws BackendError (401) on bad credentials. */
  login(payload: LoginPayload): Promise<LoginResult>;
  /** POST account/user-register/. Throws BackendError with fieldErrors when the server answers by field. */
  register(payload: RegisterPayload, sender?: Sender): Promise<Submitted>;
  /** GET auth/refresh — a new access token for a refresh token. */
  refresh(refreshToken: string): Promise<Tokens>;
  /** Ends the session server-side (local: revokes the tokens). */
  logout(tokens: Tokens): Promise<void>;
}

export interface Backend extends CatalogBackend, RequestsBackend, ContactBackend, CareersBackend, AccountsBackend {}

/** The session's tokens, for calls that carry a bearer token (spec §6). */
export interface AuthContext {
  tokens: Tokens | null;
  /** Called when a 401 led to a successful refresh, so the session can store the new tokens. */
  onTokensRefreshed?: (tokens: Tokens) => void;
}
