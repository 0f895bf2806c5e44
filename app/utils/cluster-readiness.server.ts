/**
 * Readiness of a cluster (WEB_CONCURRENCY > 1): the primary's operator listener asks each worker over the cluster's
 * channel and is ready while every one of the expected workers answers ready within READINESS_WAIT_MS.
 */
import cluster from "node:cluster";
import type { Readiness } from "./operator.server";

const ASKED = "petrochem:readiness-asked";
const TOLD = "petrochem:readiness-told";
const READINESS_WAIT_MS = 2000;

interface ReadinessMessage {
  type?: string;
  id?: number;
  ready?: boolean;
  reason?: string;
}

/** In a worker: answers the primary's questions with this process's readiness. */
export function answerReadinessQuestions(readiness: () => Promise<Readiness>) {
  process.on("message", (message: ReadinessMessage) => {
    if (message?.type !== ASKED) return;
    void readiness().then((state) => process.send?.({ type: TOLD, id: message.id, ready: state.ready, reason: state.reason }));
  });
}

let nextId = 0;

/** In the primary: ready while `expected` workers run and each says it is ready. */
export async function clusterReadiness(expected: number): Promise<Readiness> {
  const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected());
  const answers = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<{ pid?: number; ready: boolean; reason?: string }>((resolve) => {
          const id = ++nextId;
          const done = (answer: { ready: boolean; reason?: string }) => {
            clearTimeout(timer);
            worker!.off("message", onMessage);
            resolve({ pid: worker!.process.pid, ...answer });
          };
          const onMessage = (message: ReadinessMessage) => {
            if (message?.type === TOLD && message.id === id) done({ ready: Boolean(message.ready), reason: message.reason });
          };
          const timer = setTimeout(() => done({ ready: false, reason: `no answer in ${READINESS_WAIT_MS} ms` }), READINESS_WAIT_MS);
          worker!.on("message", onMessage);
          worker!.send({ type: ASKED, id });
        }),
    ),
  );
  const counts = { workers: answers };
  if (answers.length < expected) return { ready: false, reason: `${answers.length} of ${expected} workers run`, counts };
  const unready = answers.find((answer) => !answer.ready);
  if (unready) return { ready: false, reason: `worker ${unready.pid}: ${unready.reason ?? "not ready"}`, counts };
  return { ready: true, counts };
}
