/**
 * When a request is over for the counters that hold it (the open-request bound, the loop-delay shed, the admission's
 * slots): on whichever comes first of the response's finish, the response's close, the request's close once its
 * connection is gone, and the connection's close. Exactly once.
 *
 * on-finished is not enough. A request pipelined behind another on one connection has no socket of its own yet
 * (`res.socket` is null until the ones before it are answered); on-finished waits for it to be given one, and when the
 * connection closes first Node destroys the queued request without ever finishing its response or giving it a socket:
 * on-finished never fires, and its counter stayed taken for good (1,200 pipelined requests on closing
 * connections left 1,022 of 1,024 open requests counted). The request's own close alone would be wrong the other way:
 * Node emits it as soon as a body has been read (a post's, at 0 ms), long before the answer.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** Calls `done` once, when the request is over; at once (in a microtask) if it is over already. */
export function onRequestOver(req: IncomingMessage, res: ServerResponse, done: () => void): void {
  const socket: Socket | null = req.socket ?? null;
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    res.off("finish", settle);
    res.off("close", settle);
    req.off("close", onRequestClose);
    socket?.off("close", settle);
    done();
  };
  const onRequestClose = () => {
    if (!socket || socket.destroyed || res.writableFinished || res.destroyed) settle();
  };
  if (res.writableFinished || res.destroyed || !socket || socket.destroyed) {
    queueMicrotask(settle);
    return;
  }
  res.on("finish", settle);
  res.on("close", settle);
  req.on("close", onRequestClose);
  socket.on("close", settle);
}

/** Whether there is nothing left to do for this request: answered, or its client gone. */
export function isRequestOver(req: IncomingMessage, res: ServerResponse): boolean {
  return res.writableEnded || res.destroyed || !req.socket || req.socket.destroyed;
}
