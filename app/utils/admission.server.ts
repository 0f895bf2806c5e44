/**
 * Load shedding (issue 18): at most `maxActive` page and API reads are worked on at once; more wait in a queue of at
 * most `maxQueue`, each for at most `maxWaitMs`. A read that finds the queue full, or waits too long, is answered
 * 503 with Retry-After at once, instead of queueing for minutes behind everyone else and timing out anyway.
 *
 * Posts are always admitted and counted: a visitor's form is acknowledged only once it is stored, and a 503 would
 * throw away what they typed. Health checks and static files are answered before this runs.
 */
import type { NextFunction, Request, Response } from "express";

interface AdmissionOptions {
  maxActive: number;
  maxQueue: number;
  maxWaitMs: number;
  /** Seconds in the Retry-After of a refused read. */
  retryAfter?: number;
}

export function createAdmission({ maxActive, maxQueue, maxWaitMs, retryAfter = 2 }: AdmissionOptions) {
  let active = 0;
  const queue: { admit: () => void; timer: NodeJS.Timeout }[] = [];

  const release = () => {
    active--;
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit();
    }
  };

  const refuse = (req: Request, res: Response) => {
    res.status(503).set({ "Retry-After": String(retryAfter), "Cache-Control": "no-store" });
    if (req.path.startsWith("/api/")) res.json({ detail: "The site is busy. Please try again in a moment." });
    else res.type("text/plain").send("The site is busy. Please try again in a moment.");
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const admit = () => {
      active++;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        release();
      };
      res.once("finish", finish);
      res.once("close", finish);
      next();
    };
    const isRead = req.method === "GET" || req.method === "HEAD";
    if (active < maxActive || !isRead) return admit();
    if (queue.length >= maxQueue) return refuse(req, res);
    const entry = {
      admit,
      timer: setTimeout(() => {
        const at = queue.indexOf(entry);
        if (at >= 0) queue.splice(at, 1);
        refuse(req, res);
      }, maxWaitMs),
    };
    queue.push(entry);
    // A visitor who gave up while waiting leaves the queue.
    res.once("close", () => {
      const at = queue.indexOf(entry);
      if (at >= 0) {
        queue.splice(at, 1);
        clearTimeout(entry.timer);
      }
    });
  };

  return { middleware, stats: () => ({ active, queued: queue.length }) };
}
