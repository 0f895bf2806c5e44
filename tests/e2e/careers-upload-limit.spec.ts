/**
 * A 50 MB upload is refused without the server buffering it: the running server's resident memory (VmRSS of the
 * process listening on the test port) must stay flat while 50 MB streams at it, declared or chunked.
 */
import http from "node:http";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { test, expect } from "./fixtures";

const FIFTY_MB = 50 * 1024 * 1024;

/** The pid of the process listening on `port`, found through /proc (the webServer is started by Playwright). */
function serverPid(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      // State 0A is LISTEN.
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === "0A") inodes.add(cols[9]);
    }
  }
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      for (const fd of readdirSync(`/proc/${entry}/fd`)) {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(entry);
      }
    } catch {
      // A process that ended or is not ours to read.
    }
  }
  throw new Error(`no process listens on port ${port}`);
}

function rssKb(pid: number) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1]);
}

/** Streams a multipart body holding a 50 MB "PDF" without ever holding it in this process either. */
function postFiftyMegabytes(url: URL, chunked: boolean): Promise<{ status: number; body: string }> {
  const boundary = "----limit-test";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAisha\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers: http.OutgoingHttpHeaders = { "Content-Type": `multipart/form-data; boundary=${boundary}` };
  if (!chunked) headers["Content-Length"] = head.length + FIFTY_MB + tail.length;
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.setTimeout(60_000, () => request.destroy(new Error("the server left the upload hanging")));
    request.on("error", reject);
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    let sent = 0;
    const pump = () => {
      while (sent < FIFTY_MB) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      request.end(tail);
    };
    request.write(head);
    pump();
  });
}

test("a 50 MB upload is refused with 413 while the server's memory stays flat", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const url = new URL("/career/1/hiring", baseURL);
  const pid = serverPid(Number(url.port));
  // Warm the route first so loading its modules is not counted as growth.
  await postFiftyMegabytes(url, false);
  const before = rssKb(pid);
  for (const chunked of [false, true, false, true]) {
    const answer = await postFiftyMegabytes(url, chunked);
    expect(answer.status, chunked ? "chunked" : "with Content-Length").toBe(413);
    expect(answer.body).toContain("File size should be less than 5MB");
  }
  const grownMb = (rssKb(pid) - before) / 1024;
  console.info(`server RSS grew by ${grownMb.toFixed(1)} MB over 200 MB of refused uploads`);
  expect(grownMb).toBeLessThan(30);
});
