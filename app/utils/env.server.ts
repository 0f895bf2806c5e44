/** The process environment, parsed once by one zod schema; a bad value stops start-up naming the variable. */
import { z } from "zod";
import { EMAIL_PATTERN } from "./account-fields";
import { log, LOG_LEVELS } from "./log.server";

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

/** An address staff sign-in accepts (its form's own pattern): a first admin with any other could never sign in again. */
const isStaffAddress = (value: string) => EMAIL_PATTERN.test(value) && value.length <= 254;

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

const FILE_STORES = ["local", "postgres", "s3"] as const;
/** s3://bucket[/prefix]: a DNS-style bucket name, then an optional key prefix. */
const S3_URL = /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^\s]*)?$/;

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
    /** Signs cookies and seals stored values: a comma-separated list, newest first (docs/operations.md, rotation). */
    SESSION_SECRET: z
      .string()
      .refine((value) => sessionSecretsOf(value).length > 0 && sessionSecretsOf(value).every((secret) => secret.length >= 16), "must be at least 16 characters (each one of the list)")
      .optional(),
    /** Set by the server (and the scripts) from DATA_DIR/.session-secret when SESSION_SECRET is unset; not by hand. */
    GENERATED_SESSION_SECRET: z.string().min(32).optional(),
    UPLOAD_DIR: z.string().min(1).optional(),
    /**
     * Where new uploads go: local (UPLOAD_DIR), postgres (the stored_files table) or s3. Default: s3 with
     * FILE_STORE_URL, else postgres with DATABASE_URL, else local. Rows keep saying where their own bytes are.
     */
    FILE_STORE: z
      .enum(FILE_STORES)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** s3://bucket or s3://bucket/prefix: the S3 store's bucket (credentials: the AWS SDK's usual AWS_* variables). */
    FILE_STORE_URL: optionalString.refine((value) => value === undefined || S3_URL.test(value), "must be s3://bucket or s3://bucket/prefix"),
    /** An S3-compatible service instead of AWS (e.g. MinIO at http://127.0.0.1:9000); addressed path-style. */
    FILE_STORE_ENDPOINT: optionalUrl,
    /** Server-side encryption asked of S3 for each object (x-amz-server-side-encryption); unset: the bucket's default. */
    FILE_STORE_SSE: z
      .enum(["AES256", "aws:kms"])
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** The S3 store's region (the bucket's); us-east-1 when unset, which S3-compatible services accept. */
    AWS_REGION: optionalString,
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
    /**
     * The first admin's address, invited on the first start of a database without staff. Default: admin@ the public
     * host, when that is an address sign-in accepts (not with an IP address or a host like localhost).
     */
    STAFF_BOOTSTRAP_EMAIL: optionalString.refine(
      (value) => value === undefined || isStaffAddress(value),
      "must be one plain e-mail address with a domain name, e.g. admin@example.om (staff sign-in accepts no other)",
    ),
    /** "false": this process queues mail but does not send it (run `npm run mail:worker` elsewhere). */
    MAIL_WORKER: z.enum(["true", "false"]).default("true"),
    MAIL_POLL_MS: positiveInt.default(1000),
    MAIL_RETRY_BASE_MS: positiveInt.default(30_000),
    MAIL_RETRY_MAX_MS: positiveInt.default(60 * 60 * 1000),
    MAIL_MAX_ATTEMPTS: positiveInt.default(8),
    MAIL_LEASE_MS: positiveInt.default(2 * 60 * 1000),
    /** The document library's largest PDF (bytes); the upload is refused past it while it streams. */
    DOCUMENT_MAX_BYTES: positiveInt.max(100 * 1024 * 1024).default(10 * 1024 * 1024),
    /** The largest picture the staff editors take (solution images, blog covers). */
    IMAGE_MAX_BYTES: positiveInt.max(50 * 1024 * 1024).default(5 * 1024 * 1024),
    /** How long a data sheet's signed download link stays good, in days. */
    DATA_SHEET_LINK_DAYS: positiveInt.max(365).default(7),
    /** Server processes on this machine (a Node cluster); more than 1 needs DATABASE_URL. */
    WEB_CONCURRENCY: positiveInt.max(256).default(1),
    /** Load shedding: reads worked on at once, reads waiting beyond that, and how long one may wait. */
    MAX_ACTIVE_REQUESTS: positiveInt.max(10_000).default(32),
    MAX_QUEUED_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(512),
    MAX_QUEUE_WAIT_MS: positiveInt.max(600_000).default(5000),
    /** A read holding its slot longer is logged with its address and its slot released. */
    MAX_READ_HOLD_MS: positiveInt.max(600_000).default(30_000),
    /** Requests one process holds at once, whatever they wait for; past it, 503 at once. */
    MAX_OPEN_REQUESTS: positiveInt.max(100_000).default(1024),
    /** Reads are shed while the event loop runs later than this (ms) with every slot taken; 0 never sheds. */
    SHED_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
    /** Requests one client address holds at once (its socket's own queue included); past it, 503 at once. */
    MAX_OPEN_REQUESTS_PER_CLIENT: positiveInt.max(100_000).default(64),
    /** Requests one connection may have waiting behind the one being answered (HTTP pipelining); past it, closed. */
    MAX_PIPELINED_REQUESTS: z.coerce.number().int().min(0).max(1000).default(8),
    /** A connection whose client takes less than SEND_MIN_BYTES_PER_S of its pending answer over this many ms is closed. */
    SEND_STALL_MS: positiveInt.max(600_000).default(15_000),
    SEND_MIN_BYTES_PER_S: z.coerce.number().int().min(0).max(100_000_000).default(512),
    /** The operator's listener (health, readiness, metrics): loopback by default; port 0 takes a free one. */
    OPERATOR_HOST: z.string().min(1).default("127.0.0.1"),
    OPERATOR_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    /** PostgreSQL cancels a statement that runs longer (a runaway query must not hold a connection for minutes). */
    DB_STATEMENT_TIMEOUT_MS: positiveInt.max(3_600_000).default(15_000),
    /** "true": each response carries Server-Timing: app;dur=<ms to the first byte> (npm run bench sets it). */
    SERVER_TIMING: z.enum(["true", "false"]).default("false"),
    /** The least severe log lines written (app/utils/log.server.ts); "silent" writes none. */
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
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
    } else if (env.NODE_ENV === "production" && !env.SESSION_SECRET && !env.GENERATED_SESSION_SECRET) {
      // A secret written in the code is no secret: production never falls back to one.
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production (the server and npm run staff make one in DATA_DIR/.session-secret on the embedded database)",
      });
    }
    for (const issue of fileStoreIssues(env)) ctx.addIssue({ code: "custom", ...issue });
  });

function sessionSecretsOf(value: string) {
  return value
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
}

type FileStoreName = (typeof FILE_STORES)[number];

/** The store new uploads go to, from FILE_STORE or else what is configured. */
function fileStoreOf(env: { FILE_STORE?: FileStoreName; FILE_STORE_URL?: string; DATABASE_URL?: string }): FileStoreName {
  return env.FILE_STORE ?? (env.FILE_STORE_URL ? "s3" : env.DATABASE_URL ? "postgres" : "local");
}

/** The file store settings that cannot work together, each named by its variable. */
function fileStoreIssues(env: {
  NODE_ENV: string;
  FILE_STORE?: FileStoreName;
  FILE_STORE_URL?: string;
  FILE_STORE_ENDPOINT?: string;
  FILE_STORE_SSE?: string;
  DATABASE_URL?: string;
}): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const store = fileStoreOf(env);
  if (store === "s3" && !env.FILE_STORE_URL) issues.push({ path: ["FILE_STORE_URL"], message: "is required with FILE_STORE=s3: s3://bucket or s3://bucket/prefix" });
  // The embedded database is one process's own: files in it are no more shared than the local folder. (The database
  // tests alone put them there, to run the PostgreSQL store on PGlite.)
  if (store === "postgres" && !env.DATABASE_URL && env.NODE_ENV !== "test") {
    issues.push({ path: ["FILE_STORE"], message: "postgres needs DATABASE_URL (without it, leave FILE_STORE unset: files stay in UPLOAD_DIR)" });
  }
  for (const name of ["FILE_STORE_ENDPOINT", "FILE_STORE_SSE"] as const) {
    if (env[name] && !env.FILE_STORE_URL) issues.push({ path: [name], message: "is an S3 setting: it needs FILE_STORE_URL=s3://bucket/prefix" });
  }
  return issues;
}

export type Env = Omit<z.infer<typeof envSchema>, "PUBLIC_ORIGIN"> & {
  /** Always set: required in production, http://localhost:PORT in development and tests. */
  PUBLIC_ORIGIN: string;
  trustProxy: boolean;
  SESSION_SECRETS: string[];
  UPLOAD_DIR: string;
  /** Where new uploads go (see FILE_STORE). */
  fileStore: FileStoreName;
  cookieSecure: boolean;
  corsOrigins: string[];
  /** Whom the first start of a database without staff invites; null when unset and the public host gives no usable default. */
  staffBootstrapEmail: string | null;
};

/** Explains every bad variable in one message, e.g. "PORT: Expected number, received nan". */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  // A comma-separated SESSION_SECRET rotates: the first signs and seals, all verify and open. Development and tests
  // may run without any (the schema refuses that in production).
  const secrets = sessionSecretsOf(env.SESSION_SECRET ?? env.GENERATED_SESSION_SECRET ?? "dev-only-secret-not-for-production");
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  const defaultAdmin = `admin@${new URL(publicOrigin).hostname}`;
  return {
    ...env,
    PUBLIC_ORIGIN: publicOrigin,
    trustProxy: env.TRUST_PROXY === "true",
    SESSION_SECRETS: secrets,
    UPLOAD_DIR: env.UPLOAD_DIR ?? `${env.DATA_DIR.replace(/\/$/, "")}/uploads`,
    fileStore: fileStoreOf(env),
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : env.NODE_ENV === "production",
    corsOrigins: env.CORS_ORIGINS.split(",").map((o) => o.trim()).filter(Boolean),
    staffBootstrapEmail: env.STAFF_BOOTSTRAP_EMAIL ?? (isStaffAddress(defaultAdmin) ? defaultAdmin : null),
  };
}

/**
 * What a database without staff says at start-up when there is nobody to invite: STAFF_BOOTSTRAP_EMAIL is unset and
 * admin@ the public host (an IP address, localhost) is no address sign-in takes. Null when there is an address.
 */
export function firstAdminAddressMissing(env: Pick<Env, "PUBLIC_ORIGIN" | "staffBootstrapEmail">): string | null {
  if (env.staffBootstrapEmail) return null;
  const host = new URL(env.PUBLIC_ORIGIN).hostname;
  return (
    `staff: no staff account yet, and no first admin invited: set STAFF_BOOTSTRAP_EMAIL to the first admin's address and start again ` +
    `(admin@${host}, from PUBLIC_ORIGIN, is not an address staff sign-in accepts), or run npm run staff -- invite --email … --role admin.`
  );
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) {
    cached = parseEnv(process.env);
    const warning = fileStoreWarning(cached);
    if (warning) log.warn(warning);
  }
  return cached;
}

/** Said once at start-up (the first getEnv): a setting that works for one process but not for several. */
export function fileStoreWarning(env: Pick<Env, "DATABASE_URL" | "fileStore">): string | null {
  if (env.DATABASE_URL && env.fileStore === "local") {
    return "warning: FILE_STORE=local with DATABASE_URL: uploads stay in this machine's UPLOAD_DIR, so other server processes and machines on the same database will not see them (unset FILE_STORE to keep them in PostgreSQL, or set FILE_STORE_URL=s3://…).";
  }
  return null;
}

/** What the browser may see: an explicit allow-list, never process.env. */
export function getPublicEnv() {
  const env = getEnv();
  return { MAP_TILE_URL: env.MAP_TILE_URL };
}
