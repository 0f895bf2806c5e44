/**
 * How the server writes a streamed body to the socket (server.ts → @remix-run/node's writeReadableStreamToWritable,
 * patched: patches/@remix-run+node+2.17.5.patch): it reads the body no faster than the client takes it, so a slow
 * client never makes the server hold the rest of a large download in memory, and it stops reading when the client
 * has gone.
 */
import { Writable } from "node:stream";
import { writeReadableStreamToWritable } from "@remix-run/node";
import { describe, expect, it } from "vitest";

const CHUNK = 64 * 1024;

/** A body of `chunks` chunks that counts how many the writer has pulled. */
function countedBody(chunks: number) {
  const state = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled === chunks) return controller.close();
        state.pulled += 1;
        controller.enqueue(new Uint8Array(CHUNK));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, state };
}

describe("writing a streamed body to a slow client", () => {
  it("pulls a chunk only when the client has taken the ones before it", async () => {
    const { body, state } = countedBody(64);
    let taken = 0;
    const pendingCallbacks: (() => void)[] = [];
    // A socket that takes one chunk at a time, when the test says so.
    const client = new Writable({
      highWaterMark: CHUNK,
      write(_chunk, _encoding, callback) {
        pendingCallbacks.push(() => {
          taken += 1;
          callback();
        });
      },
    });
    const writing = writeReadableStreamToWritable(body, client);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Unpatched, all 64 chunks (4 MB) would have been pulled and buffered by now.
    expect(state.pulled).toBeLessThanOrEqual(2);
    while (state.pulled < 64 || pendingCallbacks.length > 0) {
      pendingCallbacks.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
      expect(state.pulled - taken).toBeLessThanOrEqual(2);
    }
    await writing;
    expect(taken).toBe(64);
  });

  it("stops reading the body when the client has gone", async () => {
    const { body, state } = countedBody(1_000);
    const client = new Writable({ highWaterMark: CHUNK, write: () => {} });
    const writing = writeReadableStreamToWritable(body, client);
    await new Promise((resolve) => setTimeout(resolve, 20));
    client.destroy();
    await writing;
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(10);
  });
});
