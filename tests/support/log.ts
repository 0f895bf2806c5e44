/** The process logger's lines (app/utils/log.server.ts), read by a test instead of written to stdout. */
import { redirectLog } from "~/utils/log.server";

export type LogLine = { level: string; msg: string; requestId?: string } & Record<string, unknown>;

/** Captures the logger's lines, parsed, until `restore()`; `messages()` is their msg texts. */
export function captureLog() {
  const lines: LogLine[] = [];
  const restore = redirectLog({ write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { lines, restore, messages: (level?: string) => lines.filter((line) => !level || line.level === level).map((line) => line.msg) };
}
