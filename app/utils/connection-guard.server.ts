/**
 * What one connection may hold. Two bounds on the socket, ahead of every per-request bound:
 *
 * - **Pipelined requests are answered one at a time.** Node parses every request a client pipelines on one connection
 *   and hands each to the app at once, though their answers can only go out in order: 40 requests behind one whose
 *   client never reads took 40 admission slots and rendered 40 pages nobody would receive. Here the next request of
 *   a connection goes on only once the one before it is over, so a connection costs one request's work at a time;
 *   and a connection with more than `maxPipelined` waiting is closed (no browser pipelines; a proxy does not either).
 *   The waiting ones are not counted anywhere yet, and are dropped with their connection.
 * - **A client that does not take its answer is cut off.** While a connection has output waiting for its client, it
 *   must take at least `minBytesPerSecond` of it over every `stallMs`; one that does not (a reader that stopped, or
 *   trickles) is closed, which ends its response and frees all it held. A slow phone on 2G takes some 5 KB a second.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { onRequestOver } from "./request-over.server";

interface ConnectionGuardOptions {
  /** Requests a connection may have waiting behind the one being answered. */
  maxPipelined: number;
  /** The window over which a client must take `minBytesPerSecond` of the output waiting for it. */
  stallMs: number;
  minBytesPerSecond: number;
  /** How often connections are looked at (a quarter of the window by default). */
  checkEveryMs?: number;
  /** Called when a connection is closed, with why. */
  onClose?: (reason: "pipelined" | "stalled", socket: Socket) => void;
  /** Bytes of output waiting for the client, and bytes the system has taken so far (tests pass their own). */
  pendingOf?: (socket: Socket) => number;
  sentOf?: (socket: Socket) => number;
  now?: () => number;
}

/** Node's own counts: bytes handed to the system so far, less what the system has not taken yet. */
interface SocketInternals {
  _bytesDispatched?: number;
  _handle?: { writeQueueSize?: number } | null;
}

/**
 * What the system has taken of a connection's output: written out, or in its send buffer. Node counts what it has
 * handed over (`_bytesDispatched`) and what of that the system has not taken (`writeQueueSize`); `bytesWritten`
 * counts neither apart from what is still queued, so a client that stopped reading an answer written in one chunk
 * would look no different from one that takes it slowly.
 */
function systemTook(socket: Socket) {
  const internals = socket as unknown as SocketInternals;
  if (typeof internals._bytesDispatched !== "number") return socket.bytesWritten - socket.writableLength;
  return internals._bytesDispatched - (internals._handle?.writeQueueSize ?? 0);
}

interface SocketState {
  /** Whether a request of this connection is being answered. */
  busy: boolean;
  waiting: (() => void)[];
  /** Since when output has waited for the client, and how much had been sent then. */
  pendingSince?: number;
  sentAtStart?: number;
}

export function createConnectionGuard({
  maxPipelined,
  stallMs,
  minBytesPerSecond,
  checkEveryMs,
  onClose,
  pendingOf = (socket) => socket.writableLength,
  sentOf = systemTook,
  now: clock = Date.now,
}: ConnectionGuardOptions) {
  const sockets = new Map<Socket, SocketState>();
  const counts = { pipelinedClosed: 0, stalledClosed: 0, waiting: 0 };

  const stateOf = (socket: Socket) => {
    let state = sockets.get(socket);
    if (!state) {
      state = { busy: false, waiting: [] };
      sockets.set(socket, state);
      // Each request in flight listens for its connection's close once per counter that holds it.
      socket.setMaxListeners(Math.max(socket.getMaxListeners(), 16 + 4 * maxPipelined));
      socket.once("close", () => {
        counts.waiting -= state!.waiting.length;
        state!.waiting.length = 0;
        sockets.delete(socket);
      });
    }
    return state;
  };

  const close = (socket: Socket, reason: "pipelined" | "stalled") => {
    if (reason === "pipelined") counts.pipelinedClosed++;
    else counts.stalledClosed++;
    onClose?.(reason, socket);
    socket.destroy();
  };

  /** Express middleware, first of all: one request of a connection at a time. */
  const middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const socket = req.socket;
    if (!socket || socket.destroyed) return;
    const state = stateOf(socket);
    const run = () => {
      state.busy = true;
      onRequestOver(req, res, () => {
        state.busy = false;
        const following = state.waiting.shift();
        if (following) {
          counts.waiting--;
          following();
        }
      });
      next();
    };
    if (!state.busy) return run();
    if (state.waiting.length >= maxPipelined) return close(socket, "pipelined");
    counts.waiting++;
    state.waiting.push(() => {
      if (socket.destroyed) return;
      run();
    });
  };

  const check = () => {
    const now = clock();
    for (const [socket, state] of sockets) {
      if (socket.destroyed) continue;
      if (pendingOf(socket) === 0) {
        state.pendingSince = undefined;
        continue;
      }
      if (state.pendingSince === undefined) {
        state.pendingSince = now;
        state.sentAtStart = sentOf(socket);
        continue;
      }
      const elapsed = now - state.pendingSince;
      if (elapsed < stallMs) continue;
      const sent = sentOf(socket) - (state.sentAtStart ?? 0);
      if (sent < Math.max(1, (minBytesPerSecond * elapsed) / 1000)) close(socket, "stalled");
      else {
        state.pendingSince = now;
        state.sentAtStart = sentOf(socket);
      }
    }
  };
  const timer = setInterval(check, checkEveryMs ?? Math.max(50, Math.floor(stallMs / 4)));
  timer.unref();

  /** Every connection of `server` is watched from its start (output can wait before any request reaches the app). */
  const watch = (server: Server) => {
    server.on("connection", (socket: Socket) => stateOf(socket));
  };

  const stats = () => ({ connections: sockets.size, ...counts });
  return { middleware, watch, check, stats, stop: () => clearInterval(timer) };
}
