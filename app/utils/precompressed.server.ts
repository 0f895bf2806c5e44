/**
 * Serves the build's scripts and styles compressed ahead of time (decision 0015): `npm run build` writes
 * `x.js.br` (brotli, quality 11) and `x.js.gz` (gzip, level 9) beside each file under public/build, and this
 * middleware answers with the copy the browser accepts with the highest q-value, brotli on a tie. Browsers list gzip
 * first and mean no preference, so express's own negotiation, which keeps the browser's order, would always pick
 * gzip. Brotli is some 12 % smaller than gzip on our scripts (chromium asks for it on plain http too), and neither
 * costs CPU per request. Anything else (no copy, a range request, no accepted encoding) falls through to
 * express.static, with compression() in front of it, as before.
 *
 * The build is fingerprinted and never changes while the process runs, so its compressed copies are listed once, when
 * the middleware is made: a request for a name the build does not have is answered from that list, and costs neither
 * a file-system call nor memory (a cache filled by requests would grow with every name a stranger makes up).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;
const COMPRESSED_TYPES = new Set([".js", ".css"]);

/** The q-value an Accept-Encoding header gives an encoding: listed, else `*`, else 0. */
export function acceptedEncodings(header: string | string[] | undefined): (name: string) => number {
  const values = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=(.*)$/.exec(param)?.[1]).find((value) => value !== undefined);
    const quality = q === undefined ? 1 : q.trim() === "" ? Number.NaN : Number(q);
    values.set(name, Number.isFinite(quality) ? Math.min(Math.max(quality, 0), 1) : 0);
  }
  return (name) => values.get(name) ?? values.get("*") ?? 0;
}

/** Every brotli and gzip copy under `dir`, by its full path; none when `dir` does not exist (no build yet). */
function compressedCopies(dir: string): Set<string> {
  const copies = new Set<string>();
  const walk = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && ENCODINGS.some((encoding) => entry.name.endsWith(encoding.suffix))) copies.add(file);
    }
  };
  walk(dir);
  return copies;
}

export function precompressed(dir: string, setHeaders: (res: Response) => void) {
  const root = path.resolve(dir);
  const copies: ReadonlySet<string> = compressedCopies(root);

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.range) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!COMPRESSED_TYPES.has(path.extname(relative)) || relative.includes("\0")) return next();
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) return next();
    const available = ENCODINGS.filter((encoding) => copies.has(file + encoding.suffix));
    if (!available.length) return next();
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const encoding = available
      .filter((candidate) => accepted(candidate.name) > 0)
      .sort((a, b) => accepted(b.name) - accepted(a.name))[0];
    res.vary("Accept-Encoding");
    if (!encoding) return next();
    setHeaders(res);
    res.type(path.extname(relative));
    res.setHeader("Content-Encoding", encoding.name);
    res.sendFile(file + encoding.suffix, { acceptRanges: false, dotfiles: "deny", etag: false, lastModified: false }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
