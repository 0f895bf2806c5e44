/**
 * Several server processes on one machine: with DATABASE_URL, WEB_CONCURRENCY=N makes this process the
 * primary of a Node cluster. It prepares the database once (migrations, the demo seed, the first admin's set-up
 * link), then forks N workers that share the listening port, restarts a worker that dies, and on SIGTERM/SIGINT
 * passes the signal on and exits once every worker has finished its requests. Everything the workers share lives in
 * PostgreSQL (sessions, rate limits, the catalogue version, the outbox's leases, stored files), so several machines
 * can run the same build against one database the same way.
 */
import cluster, { type Worker } from "node:cluster";
import { log } from "./log.server";

interface ClusterOptions {
  workers: number;
  /** Runs once in the primary before any worker starts. */
  prepare: () => Promise<void>;
}

/** Whether this process is the primary of a cluster of more than one worker. */
export function isClusterPrimary(workers: number, databaseUrl: string | undefined) {
  if (workers > 1 && !databaseUrl) {
    log.warn("WEB_CONCURRENCY is ignored without DATABASE_URL: the embedded database opens in one process only");
    return false;
  }
  return workers > 1 && cluster.isPrimary;
}

export const isClusterWorker = () => cluster.isWorker;

/** The primary's whole life: never returns; the process exits when the last worker has stopped after a signal. */
export async function runClusterPrimary({ workers, prepare }: ClusterOptions): Promise<never> {
  await prepare();
  let stopping = false;
  const restarts: number[] = [];
  const fork = () => cluster.fork();
  for (let i = 0; i < workers; i++) fork();
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A worker that crashes is replaced; one that keeps crashing (5 times in a minute) stops the server.
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && now - restarts[0] > 60_000) restarts.shift();
    log.error({ workerPid: worker.process.pid, code, signal }, `worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    if (restarts.length > 5) {
      log.error("workers keep stopping: giving up");
      process.exit(1);
    }
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers }, `${signal} received: stopping ${workers} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  log.info({ workers }, `Cluster of ${workers} workers started`);
  return new Promise<never>(() => undefined);
}
