/** The process environment, parsed once by one zod schema; a bad value stops start-up naming the variable. */
import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();

/** An http(s) origin, e.g. "https://www.example.om"; a trailing slash is dropped, a path is refused. */
const origin = z
  .string()
  .url()
  .refine((value) => {
    // Runs after .url() failed too (zod reports both): a value that does not parse is simply not an origin.
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.pathname === "/" && !url.search && !url.hash && !url.username;
  }, "must be an http(s) origin without a path, e.g. https://www.example.om")
  .transform((value) => new URL(value).origin);

const optionalString = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** One plain mailbox (no display name, no list): where the company's notifications go. */
const optionalMailbox = optionalString.refine(
  (value) => value === undefined || (/^[^\s@<>,;"']+@[^\s@<>,;"']+\.[^\s@<>,;"']+$/.test(value) && value.length <= 254),
  "must be one e-mail address, e.g. sales@example.om",
);

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

export const envSchema = z
  .object({
    // The server always serves a production build, so production is the default.
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: port.default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    API_BASE_URL: optionalUrl,
    SESSION_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    UPLOAD_DIR: z.string().min(1).optional(),
    MAP_TILE_URL: z.string().min(1).default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    /** Where visitors reach the site; every absolute link is built from it, never from the Host header. */
    PUBLIC_ORIGIN: origin.optional().or(z.literal("").transform(() => undefined)),
    /** Honour X-Forwarded-For/-Host/-Proto: only behind a reverse proxy that sets them. */
    TRUST_PROXY: z.enum(["true", "false"]).default("false"),
    RATE_LIMIT_AUTH_PER_MINUTE: positiveInt.default(10),
    RATE_LIMIT_FORMS_PER_MINUTE: positiveInt.default(20),
    /** Staff workspace posts per signed-in member and minute. */
    RATE_LIMIT_STAFF_PER_MINUTE: positiveInt.default(120),
    SEED_DEMO: z.enum(["true", "false"]).default("true"),
    /** Secure cookies; on by default in production. Only for plain-http test runs on a loopback address. */
    COOKIE_SECURE: z.enum(["true", "false"]).optional(),
    /** Extra origins allowed to call /api/v1 from a browser (comma-separated); CORS is closed otherwise. */
    CORS_ORIGINS: z.string().default(""),
    /** Outgoing mail (docs/operations.md): smtp://host:587 (STARTTLS when offered) or smtps://host:465. Unset: mail waits. */
    SMTP_URL: optionalString.refine((value) => value === undefined || /^smtps?:\/\/[^/]+/.test(value), "must be an smtp:// or smtps:// URL"),
    SMTP_USER: optionalString,
    SMTP_PASSWORD: optionalString,
    /** The From of every message; default: the site's name at no-reply@ the PUBLIC_ORIGIN's host. */
    MAIL_FROM: optionalString,
    /** Where the company is told of each submission; each optional (unset: no notification of that kind). */
    SALES_EMAIL: optionalMailbox,
    CONTACT_EMAIL: optionalMailbox,
    HR_EMAIL: optionalMailbox,
    /** The first admin's address, invited on the first start of a database without staff (default admin@ the public host). */
    STAFF_BOOTSTRAP_EMAIL: optionalMailbox,
    /** "false": this process queues mail but does not send it (run `npm run mail:worker` elsewhere). */
    MAIL_WORKER: z.enum(["true", "false"]).default("true"),
    MAIL_POLL_MS: positiveInt.default(1000),
    MAIL_RETRY_BASE_MS: positiveInt.default(30_000),
    MAIL_RETRY_MAX_MS: positiveInt.default(60 * 60 * 1000),
    MAIL_MAX_ATTEMPTS: positiveInt.default(8),
    MAIL_LEASE_MS: positiveInt.default(2 * 60 * 1000),
    /** The document library's largest PDF (bytes); the upload is refused past it while it streams. */
    DOCUMENT_MAX_BYTES: positiveInt.max(100 * 1024 * 1024).default(10 * 1024 * 1024),
    /** The largest picture the staff editors take (solution images, blog covers; issue 17). */
    IMAGE_MAX_BYTES: positiveInt.max(50 * 1024 * 1024).default(5 * 1024 * 1024),
    /** How long a data sheet's signed download link stays good, in days. */
    DATA_SHEET_LINK_DAYS: positiveInt.max(365).default(7),
    /** Server processes on this machine (a Node cluster); more than 1 needs DATABASE_URL. */
    WEB_CONCURRENCY: positiveInt.max(256).default(1),
    /** Load shedding (issue 18): reads worked on at once, reads waiting beyond that, and how long one may wait. */
    MAX_ACTIVE_REQUESTS: positiveInt.max(10_000).default(32),
    MAX_QUEUED_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(512),
    MAX_QUEUE_WAIT_MS: positiveInt.max(600_000).default(5000),
    /** PostgreSQL cancels a statement that runs longer (a runaway query must not hold a connection for minutes). */
    DB_STATEMENT_TIMEOUT_MS: positiveInt.max(3_600_000).default(15_000),
    /** "true": each response carries Server-Timing: app;dur=<ms to the first byte> (npm run bench sets it). */
    SERVER_TIMING: z.enum(["true", "false"]).default("false"),
    /** Applications (and their CVs) older than this many days are deleted by housekeeping. */
    APPLICATION_RETENTION_DAYS: positiveInt.max(36_500).default(365),
  })
  .superRefine((env, ctx) => {
    // Without it a link could only come from the request's Host header, which any client can forge.
    if (env.NODE_ENV === "production" && !env.PUBLIC_ORIGIN) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_ORIGIN"],
        message: "is required in production: the address visitors use, e.g. https://www.example.om (npm start sets http://localhost:$PORT)",
      });
    }
    // Several processes share one PostgreSQL: they must share one secret too.
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production with DATABASE_URL" });
    }
  });

export type Env = Omit<z.infer<typeof envSchema>, "PUBLIC_ORIGIN"> & {
  /** Always set: required in production, http://localhost:PORT in development and tests. */
  PUBLIC_ORIGIN: string;
  trustProxy: boolean;
  SESSION_SECRETS: string[];
  UPLOAD_DIR: string;
  cookieSecure: boolean;
  corsOrigins: string[];
};

/** Explains every bad variable in one message, e.g. "PORT: Expected number, received nan". */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  // A comma-separated SESSION_SECRET rotates: the first signs, all verify.
  const secrets = (env.SESSION_SECRET ?? source.GENERATED_SESSION_SECRET ?? "dev-only-secret-not-for-production")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    ...env,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    trustProxy: env.TRUST_PROXY === "true",
    SESSION_SECRETS: secrets,
    UPLOAD_DIR: env.UPLOAD_DIR ?? `${env.DATA_DIR.replace(/\/$/, "")}/uploads`,
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : env.NODE_ENV === "production",
    corsOrigins: env.CORS_ORIGINS.split(",").map((o) => o.trim()).filter(Boolean),
  };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** What the browser may see: an explicit allow-list, never process.env. */
export function getPublicEnv() {
  const env = getEnv();
  return { MAP_TILE_URL: env.MAP_TILE_URL };
}
