/** logText: what a server printed, read as text whether its lines are the logger's JSON or plain. */
import { describe, expect, it } from "vitest";
import { logText } from "./server";

describe("logText", () => {
  it("reads a JSON log line as its message, newlines included, and leaves other lines as they are", () => {
    const json = JSON.stringify({ level: "info", msg: "staff: Set up the first admin within 72 hours at:\nhttp://127.0.0.1/staff/setup/abc" });
    expect(logText(`plain line\n${json}\n{not json\n{"level":"info"}`)).toBe(
      'plain line\nstaff: Set up the first admin within 72 hours at:\nhttp://127.0.0.1/staff/setup/abc\n{not json\n{"level":"info"}',
    );
  });
});
