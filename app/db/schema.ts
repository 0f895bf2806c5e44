/** The whole data model (spec §3 and what the features need), in the Postgres dialect for PGlite and PostgreSQL. */
import { sql } from "drizzle-orm";
import { LOCALES } from "../i18n/locales";
import { HAZARD_STATUSES, PACKING_GROUPS } from "../content/ghs/pictograms";
import { DOSE_UNITS } from "../content/technical";
import { BASKET_UNITS, INCOTERMS, QUOTE_CURRENCIES, SAMPLE_STATUSES, SAMPLE_UNITS } from "../content/basket";
import {
  bigint,
  boolean,
  customType,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A content text's Arabic version (decision 0017): null when there is none, and the English one shows on
 * Arabic pages (marked lang="en"). One nullable column per translated field keeps each row whole in one read.
 */
const arabic = (column: string) => text(column);

/** Countries, cities (and any region above them) as one tree; cities are looked up by country. */
export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameAr: arabic("name_ar"),
    type: text("type", { enum: ["region", "country", "city"] }).notNull(),
    /** ISO 3166-1 alpha-2 for countries (flags, structured data). */
    code: text("code"),
    parentId: integer("parent_id").references((): AnyPgColumn => locations.id, { onDelete: "cascade" }),
    /** A city's centre (a country's: its capital's), WGS 84 degrees: the point "nearest plant first" measures from. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
  },
  (t) => [index("locations_type_parent_idx").on(t.type, t.parentId, t.name)],
);

/**
 * What the public sees of an edited record: draft (never shown), published, archived (withdrawn but kept,
 * because something refers to it: a request, a saved item, a document).
 */
export const CONTENT_STATUSES = ["draft", "published", "archived"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameAr: arabic("name_ar"),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    /** Optimistic concurrency: every staff save names the version it was opened at. */
    version: integer("version").notNull().default(1),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

export const processes = pgTable(
  "processes",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameAr: arabic("name_ar"),
    parentId: integer("parent_id").references((): AnyPgColumn => processes.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    /** Optimistic concurrency: every staff save names the version it was opened at. */
    version: integer("version").notNull().default(1),
  },
  (t) => [index("processes_parent_idx").on(t.parentId)],
);

/**
 * The problems the finder starts from (issue 41): a tree like the categories, edited in the trees editor; the groups
 * ("Production", "Drilling", …) hold the problems. `slug` is the problem's address, /find/<slug>, made from its
 * first English name and kept when it is renamed, so shared links stay valid.
 */
export const problems = pgTable(
  "problems",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    nameAr: arabic("name_ar"),
    parentId: integer("parent_id").references((): AnyPgColumn => problems.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("problems_slug_idx").on(t.slug), index("problems_parent_idx").on(t.parentId)],
);

export const plants = pgTable(
  "plants",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameAr: arabic("name_ar"),
    address: text("address").notNull(),
    addressAr: arabic("address_ar"),
    websiteUrl: text("website_url").notNull().default(""),
    email: text("email"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => locations.id),
    /** Lower-cased, accent-free name for trigram search; written by the app on every insert/update. */
    searchText: text("search_text").notNull().default(""),
    /** Only published plants show on the public site and in /api/v1. */
    status: text("status", { enum: CONTENT_STATUSES }).notNull().default("published"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("plants_country_name_idx").on(t.countryId, t.name, t.id),
    index("plants_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const plantProcesses = pgTable(
  "plant_processes",
  {
    plantId: integer("plant_id")
      .notNull()
      .references(() => plants.id, { onDelete: "cascade" }),
    processId: integer("process_id")
      .notNull()
      .references(() => processes.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.plantId, t.processId] }), index("plant_processes_process_idx").on(t.processId)],
);

export const solutions = pgTable(
  "solutions",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameAr: arabic("name_ar"),
    commercialName: text("commercial_name").notNull().default(""),
    commercialNameAr: arabic("commercial_name_ar"),
    /** Sanitized HTML (allow-list) — never stored raw. */
    description: text("description").notNull().default(""),
    /** The Markdown the description was made from in the staff editor; null for descriptions written as HTML. */
    descriptionMarkdown: text("description_markdown"),
    descriptionAr: arabic("description_ar"),
    descriptionMarkdownAr: arabic("description_markdown_ar"),
    imageUrl: text("image_url"),
    /** Lower-cased, accent-free "name commercial_name" for ranked search. */
    searchText: text("search_text").notNull().default(""),
    /**
     * The distinct words of the English and Arabic descriptions, in toSearchText form, space-separated (so
     * search matches description text too). Written with the description; null for a row written before, whose
     * words the search index makes from the description itself.
     */
    searchWords: text("search_words"),
    status: text("status", { enum: CONTENT_STATUSES }).notNull().default("published"),
    /**
     * Hazard communication (GHS, UN transport), as fields: codes from app/content/ghs, whose texts are data there.
     * "not_entered" until staff enter it; "not_classified" is the entered state of a product that is not hazardous.
     */
    hazardStatus: text("hazard_status", { enum: HAZARD_STATUSES }).notNull().default("not_entered"),
    /** Each entry a GHS hazard class id and its category, e.g. { hazardClass: "flammable-liquids", category: "2" }. */
    ghsClassification: jsonb("ghs_classification").$type<{ hazardClass: string; category: string }[]>().notNull().default([]),
    ghsPictograms: text("ghs_pictograms").array().notNull().default(sql`'{}'::text[]`),
    ghsSignalWord: text("ghs_signal_word", { enum: ["danger", "warning"] }),
    hazardStatements: text("hazard_statements").array().notNull().default(sql`'{}'::text[]`),
    precautionaryStatements: text("precautionary_statements").array().notNull().default(sql`'{}'::text[]`),
    /** UN Model Regulations; all null for a product that is not dangerous goods. */
    unNumber: text("un_number"),
    shippingName: text("shipping_name"),
    shippingNameAr: arabic("shipping_name_ar"),
    transportClass: text("transport_class"),
    packingGroup: text("packing_group", { enum: PACKING_GROUPS }),
    marinePollutant: boolean("marine_pollutant"),
    flashPointC: doublePrecision("flash_point_c"),
    ph: doublePrecision("ph"),
    /** kg/m³ at 15 °C. */
    densityKgM3: doublePrecision("density_kg_m3"),
    pourPointC: doublePrecision("pour_point_c"),
    /** Technical properties (issue 41), codes from app/content/technical.ts: the systems it works in. */
    systems: text("systems").array().notNull().default(sql`'{}'::text[]`),
    /** The highest temperature it is rated for, °C; null when not stated. */
    maxTemperatureC: doublePrecision("max_temperature_c"),
    injectionPoints: text("injection_points").array().notNull().default(sql`'{}'::text[]`),
    environmentalGrades: text("environmental_grades").array().notNull().default(sql`'{}'::text[]`),
    /** "onshore", "offshore": where it may be used. */
    sites: text("sites").array().notNull().default(sql`'{}'::text[]`),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("solutions_name_idx").on(t.name, t.id),
    index("solutions_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("solutions_un_number_check", sql`${t.unNumber} IS NULL OR ${t.unNumber} ~ '^UN[0-9]{4}$'`),
    check("solutions_ph_check", sql`${t.ph} IS NULL OR ${t.ph} BETWEEN 0 AND 14`),
  ],
);

export const solutionCategories = pgTable(
  "solution_categories",
  {
    solutionId: integer("solution_id")
      .notNull()
      .references(() => solutions.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.solutionId, t.categoryId] }), index("solution_categories_category_idx").on(t.categoryId)],
);

/** The problems a solution treats, each with its typical dose range (both ends and a unit, or none). */
export const solutionProblems = pgTable(
  "solution_problems",
  {
    solutionId: integer("solution_id")
      .notNull()
      .references(() => solutions.id, { onDelete: "cascade" }),
    problemId: integer("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    doseMin: doublePrecision("dose_min"),
    doseMax: doublePrecision("dose_max"),
    doseUnit: text("dose_unit", { enum: DOSE_UNITS }),
  },
  (t) => [
    primaryKey({ columns: [t.solutionId, t.problemId] }),
    index("solution_problems_problem_idx").on(t.problemId, t.solutionId),
    check(
      "solution_problems_dose_check",
      sql`(${t.doseMin} IS NULL AND ${t.doseMax} IS NULL AND ${t.doseUnit} IS NULL) OR (${t.doseMin} > 0 AND ${t.doseMax} >= ${t.doseMin} AND ${t.doseUnit} IS NOT NULL)`,
    ),
  ],
);

export const plantSolutions = pgTable(
  "plant_solutions",
  {
    plantId: integer("plant_id")
      .notNull()
      .references(() => plants.id, { onDelete: "cascade" }),
    solutionId: integer("solution_id")
      .notNull()
      .references(() => solutions.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.plantId, t.solutionId] }), index("plant_solutions_solution_idx").on(t.solutionId)],
);

export const jobFunctions = pgTable("job_functions", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  nameAr: arabic("name_ar"),
});

export const departments = pgTable("departments", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  nameAr: arabic("name_ar"),
});

export const vacancies = pgTable(
  "vacancies",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    titleAr: arabic("title_ar"),
    /** Sanitized HTML. */
    content: text("content").notNull().default(""),
    /** The Markdown of the staff editor; null for content written as HTML. */
    contentMarkdown: text("content_markdown"),
    contentAr: arabic("content_ar"),
    contentMarkdownAr: arabic("content_markdown_ar"),
    /** Open (true) or closed: a closed vacancy leaves the list, its page says so and it takes no applications. */
    available: boolean("available").notNull().default(true),
    /** Shown from this time on (null: at once); closed from `closesAt` on (null: until closed by hand). */
    opensAt: timestamp("opens_at", { withTimezone: true }),
    closesAt: timestamp("closes_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    /** A city; its parent (the country) gives location.parent_name. */
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id),
    createdAt: createdAt(),
  },
  (t) => [index("vacancies_department_idx").on(t.departmentId, t.id)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    occupation: text("occupation").notNull().default(""),
    /** Oman first: a code without a number is nobody's choice, and the profile offers Oman's then. */
    phoneCountryCode: text("phone_country_code").notNull().default("+968"),
    phoneNumber: text("phone_number").notNull().default(""),
    avatarPath: text("avatar_path"),
    /** Consent to marketing is given, never assumed (Oman's Personal Data Protection Law). */
    subscribeBlog: boolean("subscribe_blog").notNull().default(false),
    /** Set when the address answered a verification link; until then nothing sent under it is linked to the account. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Remote mode: the owner's API's user id, the only key local data (likes, profile) hangs on. */
    /** The language the account was last used in: mail about the account that no page of theirs asked for is written in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    remoteUserId: integer("remote_user_id"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`), uniqueIndex("users_remote_user_idx").on(t.remoteUserId)],
);

/**
 * Links that prove an address: one at registration, one for each requested e-mail change (`email` is the address
 * being proved, which becomes the account's only when the link is opened). Only the token's SHA-256 is stored.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("email_verifications_token_idx").on(t.tokenHash), index("email_verifications_user_idx").on(t.userId)],
);

/** Server-side sessions: the cookie holds opaque tokens, stored here only as hashes so logout revokes them. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessTokenHash: text("access_token_hash").notNull(),
    refreshTokenHash: text("refresh_token_hash").notNull(),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp("refresh_expires_at", { withTimezone: true }).notNull(),
    persistent: boolean("persistent").notNull().default(true),
    /** Last request seen on this session: past the idle timeout it is dead even before refresh_expires_at. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Remote mode keeps a row too (token hashes of the owner's API), so sign-out and a refused refresh end it here. */
    remote: boolean("remote").notNull().default(false),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sessions_access_idx").on(t.accessTokenHash),
    uniqueIndex("sessions_refresh_idx").on(t.refreshTokenHash),
    index("sessions_user_idx").on(t.userId),
  ],
);

export const likes = pgTable(
  "likes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["solution", "plant"] }).notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("likes_user_kind_target_idx").on(t.userId, t.kind, t.targetId)],
);

/** MSDS, TDS and inquiry requests (spec §3 request payload). submission_key makes a resent form idempotent. */
export const dataSheetRequests = pgTable(
  "data_sheet_requests",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["msds", "tds", "inquiry"] }).notNull(),
    solutionId: integer("solution_id")
      .notNull()
      .references(() => solutions.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    companyEmailAddress: text("company_email_address").notNull(),
    jobFunctionId: integer("job_function_id")
      .notNull()
      .references(() => jobFunctions.id),
    company: text("company").notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => locations.id),
    message: text("message"),
    /** The signed-in, verified account that sent it; never inferred from the e-mail text. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The language of the page it was sent from: the visitor's mail about it is written in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    submissionKey: text("submission_key"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("data_sheet_requests_submission_idx").on(t.submissionKey),
    index("data_sheet_requests_user_idx").on(t.userId),
    index("data_sheet_requests_email_idx").on(sql`lower(${t.companyEmailAddress})`),
  ],
);

/** The product page's quote request (the old site never sent it). */
export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: serial("id").primaryKey(),
    solutionId: integer("solution_id")
      .notNull()
      .references(() => solutions.id),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    company: text("company").notNull().default(""),
    quantity: doublePrecision("quantity").notNull(),
    /** A basket unit; "mg" only on requests stored before the units became the basket's. */
    unit: text("unit", { enum: [...BASKET_UNITS, "mg"] }).notNull(),
    note: text("note").notNull().default(""),
    /** The signed-in, verified account that sent it; never inferred from the e-mail text. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The language of the page it was sent from: the visitor's mail about it is written in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    submissionKey: text("submission_key"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("quote_requests_submission_idx").on(t.submissionKey),
    index("quote_requests_user_idx").on(t.userId),
    index("quote_requests_email_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * A signed-in account's quote basket (DESIGN §7: a draft request): one line per solution, at most MAX_BASKET_LINES.
 * An anonymous visitor's basket is a signed cookie instead (utils/basket-cookie.server.ts), merged in at sign-in.
 */
export const basketLines = pgTable(
  "basket_lines",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    solutionId: integer("solution_id")
      .notNull()
      .references(() => solutions.id, { onDelete: "cascade" }),
    /** Null until the buyer says how much (a line added from a card). */
    quantity: doublePrecision("quantity"),
    unit: text("unit", { enum: BASKET_UNITS }).notNull().default("kg"),
    sample: boolean("sample").notNull().default(false),
    sampleSize: doublePrecision("sample_size"),
    sampleUnit: text("sample_unit", { enum: SAMPLE_UNITS }),
    note: text("note").notNull().default(""),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("basket_lines_user_solution_idx").on(t.userId, t.solutionId)],
);

/** A whole basket sent as one request for quotation (RFQ-YYYY-NNNNNN); its lines are rfq_lines. */
export const rfqRequests = pgTable(
  "rfq_requests",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    company: text("company").notNull().default(""),
    /** Where the goods are to be delivered. */
    countryId: integer("country_id")
      .notNull()
      .references(() => locations.id),
    city: text("city").notNull(),
    incoterm: text("incoterm", { enum: INCOTERMS }),
    note: text("note").notNull().default(""),
    /** The signed-in, verified account that sent it; never inferred from the e-mail text. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The language of the page it was sent from: every mail about it is written in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    submissionKey: text("submission_key"),
    /** When sales last sent the quote by mail. */
    quoteSentAt: timestamp("quote_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("rfq_requests_submission_idx").on(t.submissionKey),
    index("rfq_requests_user_idx").on(t.userId),
    index("rfq_requests_email_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * One line of a request: what was asked (the solution's name kept as it was, so the request reads the same after a
 * rename), sales' answer (an offer or "cannot offer"), and its sample when one was wanted: sample_status is null for
 * a line without a sample, else its step in SAMPLE_STATUSES (content/basket.ts says which step may follow which).
 */
export const rfqLines = pgTable(
  "rfq_lines",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => rfqRequests.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    solutionId: integer("solution_id").references(() => solutions.id, { onDelete: "set null" }),
    solutionName: text("solution_name").notNull(),
    quantity: doublePrecision("quantity").notNull(),
    unit: text("unit", { enum: BASKET_UNITS }).notNull(),
    note: text("note").notNull().default(""),
    sampleSize: doublePrecision("sample_size"),
    sampleUnit: text("sample_unit", { enum: SAMPLE_UNITS }),
    sampleStatus: text("sample_status", { enum: SAMPLE_STATUSES }),
    /** Why a sample was declined. */
    sampleReason: text("sample_reason"),
    sampleCarrier: text("sample_carrier"),
    sampleTracking: text("sample_tracking"),
    sampleUpdatedAt: timestamp("sample_updated_at", { withTimezone: true }),
    /** null: not answered yet; "offer" with its price fields, or "cannot" with the reason in answer_note. */
    answer: text("answer", { enum: ["offer", "cannot"] }),
    price: doublePrecision("price"),
    currency: text("currency", { enum: QUOTE_CURRENCIES }),
    priceUnit: text("price_unit", { enum: BASKET_UNITS }),
    validUntil: text("valid_until"),
    leadTimeDays: integer("lead_time_days"),
    answerNote: text("answer_note").notNull().default(""),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("rfq_lines_request_position_idx").on(t.requestId, t.position), index("rfq_lines_solution_idx").on(t.solutionId)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    /** The city id as sent (spec §3 sends city); its name is kept too so the message reads on its own. */
    cityId: integer("city_id").references(() => locations.id),
    city: text("city").notNull(),
    message: text("message").notNull().default(""),
    /** The signed-in, verified account that sent it; never inferred from the e-mail text. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The language of the page it was sent from: the visitor's mail about it is written in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    submissionKey: text("submission_key"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("contact_messages_submission_idx").on(t.submissionKey),
    index("contact_messages_user_idx").on(t.userId),
    index("contact_messages_email_idx").on(sql`lower(${t.email})`),
  ],
);

export const APPLICATION_STAGES = ["new", "screening", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const jobApplications = pgTable(
  "job_applications",
  {
    id: serial("id").primaryKey(),
    vacancyId: integer("vacancy_id")
      .notNull()
      .references(() => vacancies.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    coverLetter: text("cover_letter").notNull().default(""),
    /** Server-made file name under UPLOAD_DIR. */
    resumePath: text("resume_path").notNull(),
    resumeOriginalName: text("resume_original_name").notNull(),
    resumeType: text("resume_type").notNull(),
    resumeSize: integer("resume_size").notNull(),
    /** The signed-in, verified account that sent it; never inferred from the e-mail text. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The language of the page it was sent from: the visitor's mail about it is written in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    submissionKey: text("submission_key"),
    /** Where HR has the application: new → screening → interview → offer → hired, or rejected. */
    stage: text("stage", { enum: APPLICATION_STAGES }).notNull().default("new"),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("job_applications_created_idx").on(t.createdAt, t.id),
    index("job_applications_vacancy_idx").on(t.vacancyId, t.createdAt, t.id),
    index("job_applications_stage_idx").on(t.stage, t.createdAt, t.id),
    uniqueIndex("job_applications_submission_idx").on(t.submissionKey),
    index("job_applications_user_idx").on(t.userId),
    index("job_applications_email_idx").on(sql`lower(${t.email})`),
  ],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_resets_token_idx").on(t.tokenHash)],
);

/**
 * Mail to send, written in the same transaction as what it reports; the delivery worker (app/mail/worker.server.ts)
 * sends it over SMTP. Without SMTP_URL it waits here as pending. A worker claims a row by setting lease_until (FOR
 * UPDATE SKIP LOCKED): another process may claim it again only after the lease ran out (its sender died mid-send).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    /** Plain text; with `html` the message is multipart/alternative. */
    body: text("body").notNull(),
    html: text("html"),
    /**
     * A one-time link's token, sealed with AES-256-GCM under a key derived from SESSION_SECRET: the bodies carry the
     * placeholder {{link}}, filled in only when the message is delivered. Nothing in a table is a usable link.
     */
    sealedLink: text("sealed_link"),
    /** Where a reply goes (a notification to the company: the visitor who wrote). */
    replyTo: text("reply_to"),
    /**
     * A one-click unsubscribe address (RFC 8058): the message gets List-Unsubscribe and List-Unsubscribe-Post. Not a
     * secret that opens anything but the one subscription it ends.
     */
    listUnsubscribe: text("list_unsubscribe"),
    /** The submission's reference (MSDS-2026-000123) when the message reports one. */
    reference: text("reference"),
    /** pending → sent, or failed (a permanent SMTP refusal, or too many attempts). */
    status: text("status", { enum: ["pending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** The last SMTP answer or connection error of a failed attempt. */
    lastError: text("last_error"),
    /** Makes the Message-ID, the same on every attempt: a retry after an unknown outcome is recognisable. */
    messageKey: text("message_key").notNull().default(sql`gen_random_uuid()::text`),
    /** The id of the request that queued it (app/utils/log.server.ts), for the log; null outside a request. */
    requestId: text("request_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/** Fixed-window counters shared by every app process (rate limits). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * One row counting writes to the tables the cached catalogue lists read (locations, categories, processes,
 * plants, job_functions). Statement-level triggers (migration 0001) bump it in the writer's transaction, so a
 * reader sees the new number exactly when it can see the new rows, whichever process wrote them.
 */
export const catalogVersion = pgTable(
  "catalog_version",
  {
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalog_version_single_row", sql`${t.id}`)],
);

/**
 * Search synonyms: each row one group of terms that search treats alike, whichever the visitor types and
 * whichever the catalogue's texts use: spellings (sulphide, sulfide), abbreviations (h2s, hydrogen sulphide) and the
 * field's words, in either language. `terms` is the group as editors write it, comma-separated; a term may be
 * several words. Edited at /staff/search-terms; a write bumps catalog_version, so the search index is made again.
 */
export const searchSynonyms = pgTable("search_synonyms", {
  id: serial("id").primaryKey(),
  terms: text("terms").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The company's staff: their own accounts, apart from the public ones, each with roles. */
export const STAFF_ROLES = ["admin", "sales", "hr", "communications", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffMembers = pgTable(
  "staff_members",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    /** Null until the member opened their set-up link: there is never a default password. */
    passwordHash: text("password_hash"),
    roles: text("roles").array().$type<StaffRole[]>().notNull().default(sql`'{}'::text[]`),
    /**
     * The TOTP secret, sealed (AES-256-GCM under a key of its own from SESSION_SECRET; app/utils/sealed-link.server.ts);
     * null until the second factor is enrolled. Sealed again under the newest secret when a sign-in opens it.
     */
    totpSecret: text("totp_secret"),
    /** The last accepted code's time step: a code is good once (no replay within its window). */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /**
     * Wrong passwords in a row from unknown devices (a known device counts its own, in staff_devices): past the limit
     * they wait until `locked_until` (a guessed password is slow).
     */
    passwordFailures: integer("password_failures").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /**
     * Wrong codes since the last completed sign-in: the right password does not reset them (guessing codes needs the
     * password). Past the same limit the code step waits until `code_locked_until`.
     */
    codeFailures: integer("code_failures").notNull().default(0),
    codeLockedUntil: timestamp("code_locked_until", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_members_email_lower_idx").on(sql`lower(${t.email})`)],
);

/** One-time set-up links (only the token's SHA-256), each for one member; a newer link kills the older. */
export const staffSetupLinks = pgTable(
  "staff_setup_links",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_setup_links_token_idx").on(t.tokenHash)],
);

/**
 * Staff sign-ins (only token hashes): `stage` "password" is half a sign-in waiting for the second factor (5 minutes);
 * "full" is signed in, ended after 30 minutes without a request or 12 hours after sign-in.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    stage: text("stage", { enum: ["password", "full"] }).notNull(),
    /** Wrong codes given to a half session: the third ends it (the password must be given again). */
    codeFailures: integer("code_failures").notNull().default(0),
    /** The known device a sign-in came from (null: an unknown one): its wrong codes count there. */
    deviceId: integer("device_id").references(() => staffDevices.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_sessions_token_idx").on(t.tokenHash), index("staff_sessions_staff_idx").on(t.staffId)],
);

/**
 * Browsers a member completed a sign-in on, each proved by a signed cookie naming the member and a random token (only
 * the token's hash is kept; a new one at each sign-in). Wrong passwords and codes from a known device count here, not
 * on the account's count for unknown devices, so a stranger's guesses cannot lock the member out of their own browser.
 */
export const staffDevices = pgTable(
  "staff_devices",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    passwordFailures: integer("password_failures").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    codeFailures: integer("code_failures").notNull().default(0),
    codeLockedUntil: timestamp("code_locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_devices_token_idx").on(t.tokenHash), index("staff_devices_staff_idx").on(t.staffId)],
);

/** Single-use recovery codes for a lost authenticator (only their SHA-256). */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_recovery_codes_staff_idx").on(t.staffId)],
);

/**
 * What staff did and what was done to staff accounts: append-only (a trigger refuses UPDATE and DELETE). The actor's
 * address is copied, so a row still says who after the account is gone.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id"),
    actorEmail: text("actor_email").notNull().default(""),
    action: text("action").notNull(),
    targetKind: text("target_kind"),
    targetId: text("target_id"),
    ip: text("ip"),
    details: text("details"),
    /** The id of the staff request that did it, as its log lines carry it; null outside a request (npm run staff). */
    requestId: text("request_id"),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

/**
 * The company's inbox: one row per data-sheet request, inquiry, quote request and contact message, written
 * in the submission's own transaction. It carries the workflow (status, assignee) and what the list filters and
 * searches on, so the inbox is one indexed table however many kinds it shows; the submission itself stays in its table.
 */
export const INBOX_KINDS = ["msds", "tds", "inquiry", "quote", "rfq", "contact"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ["new", "in_progress", "answered", "closed", "spam"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const inboxItems = pgTable(
  "inbox_items",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: INBOX_KINDS }).notNull(),
    /** The row's id in data_sheet_requests (msds, tds, inquiry), quote_requests, rfq_requests or contact_messages. */
    sourceId: integer("source_id").notNull(),
    reference: text("reference").notNull(),
    status: text("status", { enum: INBOX_STATUSES }).notNull().default("new"),
    assigneeId: integer("assignee_id").references(() => staffMembers.id, { onDelete: "set null" }),
    solutionId: integer("solution_id").references(() => solutions.id, { onDelete: "set null" }),
    countryId: integer("country_id").references(() => locations.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    /** The requester's language for what is sent back (a data sheet in it, else English). */
    language: text("language").notNull().default("en"),
    /** The signed-in, verified account that sent it (their Overview shows its status). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** toSearchText(name, company, e-mail, message): trigram-indexed for the inbox's text search. */
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("inbox_items_source_idx").on(t.kind, t.sourceId),
    index("inbox_items_created_idx").on(t.createdAt, t.id),
    index("inbox_items_status_idx").on(t.status, t.createdAt, t.id),
    index("inbox_items_kind_idx").on(t.kind, t.createdAt, t.id),
    index("inbox_items_assignee_idx").on(t.assigneeId, t.createdAt, t.id),
    index("inbox_items_solution_idx").on(t.solutionId, t.createdAt, t.id),
    index("inbox_items_country_idx").on(t.countryId, t.createdAt, t.id),
    index("inbox_items_user_idx").on(t.userId, t.createdAt),
    index("inbox_items_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * An inbox item's timeline: its arrival, each status change, assignment, internal note, reply sent, data sheet sent
 * and data sheet downloaded. `body` is a note's or a reply's text; `details` JSON for the rest.
 */
export const INBOX_EVENT_TYPES = ["received", "status", "assigned", "note", "reply", "data_sheet_sent", "data_sheet_downloaded", "line_answered", "quote_sent", "sample"] as const;
export type InboxEventType = (typeof INBOX_EVENT_TYPES)[number];

export const inboxEvents = pgTable(
  "inbox_events",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id")
      .notNull()
      .references(() => inboxItems.id, { onDelete: "cascade" }),
    type: text("type", { enum: INBOX_EVENT_TYPES }).notNull(),
    /** Null: the requester or the site (arrival, a download). The address is copied, like the audit log's. */
    actorId: integer("actor_id").references(() => staffMembers.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull().default(""),
    body: text("body"),
    details: text("details"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inbox_events_item_idx").on(t.itemId, t.id)],
);

/**
 * The document library: MSDS and TDS files (PDF) per solution and language, each upload a new revision; the old
 * revisions stay. Files live under UPLOAD_DIR/documents with a server-made name.
 */
export const DOCUMENT_KINDS = ["msds", "tds"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    solutionId: integer("solution_id")
      .notNull()
      .references(() => solutions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    language: text("language").notNull(),
    /** The revision date printed on the sheet (YYYY-MM-DD). */
    revisionDate: text("revision_date").notNull(),
    filePath: text("file_path").notNull(),
    originalName: text("original_name").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    /** What changed in this revision, one line written by staff on upload: the revision's mail to recipients says it. */
    changeSummary: text("change_summary").notNull().default(""),
    uploadedBy: integer("uploaded_by").references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("documents_current_idx").on(t.solutionId, t.kind, t.language, t.revisionDate, t.id)],
);

/**
 * A data sheet sent: the signed download link's row (expiry, downloads). Sent to a requester (`itemId`, the request it
 * answered, or whose latest copy a new revision replaced) or to a subscriber (no item). `userId`: the verified
 * account it was sent to, whose document shelf lists it; never inferred from an e-mail address.
 */
export const documentLinks = pgTable(
  "document_links",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id").references(() => inboxItems.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    downloads: integer("downloads").notNull().default(0),
    firstDownloadAt: timestamp("first_download_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("document_links_item_idx").on(t.itemId),
    index("document_links_created_idx").on(t.createdAt),
    index("document_links_user_idx").on(t.userId, t.createdAt),
    index("document_links_document_idx").on(t.documentId),
  ],
);

/** "Tell me when the SDS changes": an account's subscription to the revisions of one solution's data sheets. */
export const revisionSubscriptions = pgTable(
  "revision_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    solutionId: integer("solution_id")
      .notNull()
      .references(() => solutions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("revision_subscriptions_once_idx").on(t.userId, t.solutionId), index("revision_subscriptions_solution_idx").on(t.solutionId)],
);

/**
 * A revision sent to one of its recipients (REACH Article 31(9): everyone who received the document in the last 12
 * months gets the new revision). One row per revision and address, whatever the number of presses or restarts: the
 * unique index is what makes "at most once". The outbox row says queued, sent or failed; the link row, downloaded.
 */
export const revisionDeliveries = pgTable(
  "revision_deliveries",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** Lower-cased: one person is one address. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** The language of the mail (the one the recipient wrote in). */
    locale: text("locale", { enum: LOCALES }).notNull(),
    /** The sheet's language they had received. */
    receivedLanguage: text("received_language").notNull(),
    linkId: integer("link_id").references(() => documentLinks.id, { onDelete: "set null" }),
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    sentBy: integer("sent_by").references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("revision_deliveries_once_idx").on(t.documentId, t.email)],
);

/** An application's timeline: arrival, stage changes (and whether the applicant was told), notes, CV downloads. */
export const APPLICATION_EVENT_TYPES = ["received", "stage", "note", "cv_download", "message"] as const;
export type ApplicationEventType = (typeof APPLICATION_EVENT_TYPES)[number];

export const applicationEvents = pgTable(
  "application_events",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    type: text("type", { enum: APPLICATION_EVENT_TYPES }).notNull(),
    actorId: integer("actor_id").references(() => staffMembers.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull().default(""),
    body: text("body"),
    details: text("details"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_events_application_idx").on(t.applicationId, t.id)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images uploaded in the staff editors: checked by content, stripped of metadata, stored here (so every
 * app process and machine on one database serves them) and served at /media/<sha256>.<ext>, cached for good.
 */
export const MEDIA_TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
export type MediaExtension = keyof typeof MEDIA_TYPES;

export const media = pgTable("media", {
  sha256: text("sha256").primaryKey(),
  extension: text("extension", { enum: ["png", "jpg", "webp"] }).notNull(),
  bytes: bytea("bytes").notNull(),
  size: integer("size").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  uploadedBy: integer("uploaded_by").references(() => staffMembers.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * Uploaded files (CVs, data sheets, profile pictures) kept in the database when FILE_STORE is postgres, so
 * every server process and machine on one PostgreSQL reads them. A row refers to one as `pg:<key>` (key:
 * `<area>/<name>`, e.g. resumes/0f…9a.pdf) and is written in the same transaction (app/utils/file-store.server.ts).
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/** The blog's sections (spec §2: popular, latest, videos, recommended); a post may be in several. */
export const BLOG_SECTIONS = ["popular", "latest", "videos", "recommended"] as const;
export type BlogSection = (typeof BLOG_SECTIONS)[number];
export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Blog posts: kept by communications in the staff workspace; the Markdown files are the demo seed. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    titleAr: arabic("title_ar"),
    author: text("author").notNull(),
    category: text("category").notNull(),
    categoryAr: arabic("category_ar"),
    summary: text("summary").notNull().default(""),
    summaryAr: arabic("summary_ar"),
    /** A site path: /images/blog/… (seed) or /media/<sha256>.<ext> (uploaded). */
    coverUrl: text("cover_url").notNull().default(""),
    coverAlt: text("cover_alt").notNull().default(""),
    coverAltAr: arabic("cover_alt_ar"),
    bodyMarkdown: text("body_markdown").notNull().default(""),
    /** Sanitized HTML rendered from bodyMarkdown. */
    bodyHtml: text("body_html").notNull().default(""),
    bodyMarkdownAr: arabic("body_markdown_ar"),
    bodyHtmlAr: arabic("body_html_ar"),
    sections: text("sections").array().$type<BlogSection[]>().notNull().default(sql`'{}'::text[]`),
    /** For a post in the videos section: the video's address (https). */
    videoUrl: text("video_url"),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    /** When it shows (scheduled: in the future; published: when it went out). The post's date on the site. */
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("blog_posts_slug_idx").on(t.slug), index("blog_posts_publish_idx").on(t.status, t.publishAt)],
);

/** A post's earlier slugs: each answers 301 to the post's current address. */
export const blogPostSlugs = pgTable("blog_post_slugs", {
  slug: text("slug").primaryKey(),
  postId: integer("post_id")
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** One-time seeds done in this database (e.g. the blog's Markdown files), so deleting their rows never brings them back. */
export const seedMarks = pgTable("seed_marks", {
  name: text("name").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});
