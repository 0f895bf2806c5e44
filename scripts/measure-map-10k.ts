/**
 * Measures the plant map with 10,000 plants in chromium: seeds a throw-away database with the demo content plus
 * 10,000 plants, serves the production build on it, then times the first clustered render and the frames of a pan.
 * Run after `npm run build`: PORT=3102 node --import tsx scripts/measure-map-10k.ts
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { eq } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { locations, plants } from "~/db/schema";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { SERVER_NODE_FLAGS } from "./server-flags";

const PLANTS = Number(process.env.PLANTS ?? 10_000);
const PORT = Number(process.env.PORT ?? 3102);
// MAP_10K_DATA_DIR reuses a database seeded by an earlier run (seeding takes minutes on a busy machine).
const reuse = process.env.MAP_10K_DATA_DIR;
const dataDir = reuse ?? mkdtempSync(path.join(os.tmpdir(), "map-10k-"));

async function seed() {
  const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await seedDemoContentIfEmpty(database.db);
  const countries = await database.db.select({ id: locations.id }).from(locations).where(eq(locations.type, "country"));
  // A fixed pseudo-random spread over the Gulf, Africa, Europe and Asia, so runs are comparable.
  let seedValue = 42;
  const random = () => ((seedValue = (seedValue * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let start = 0; start < PLANTS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, PLANTS - start) }, (_, i) => {
      const n = start + i + 1;
      return {
        name: `Load Test Plant ${n}`,
        address: `Plot ${n}, Industrial Area`,
        websiteUrl: `https://plant-${n}.example`,
        latitude: -10 + random() * 60,
        longitude: -10 + random() * 110,
        countryId: countries[n % countries.length].id,
        searchText: `load test plant ${n}`,
      };
    });
    await database.db.insert(plants).values(rows);
  }
  await database.close();
}

async function startServer() {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server.js"], {
    env: { ...process.env, PORT: String(PORT), PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`, DATA_DIR: dataDir, NODE_ENV: "production", COOKIE_SECURE: "false", SESSION_SECRET: "measure-map-secret-0123456789", MAP_TILE_URL: "http://127.0.0.1:9/tiles/{z}/{x}/{y}.png" },
    stdio: "ignore",
  });
  for (let i = 0; i < 120; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    if (await fetch(`http://127.0.0.1:${PORT}/readyz`).then((r) => r.ok, () => false)) return server;
  }
  server.kill();
  throw new Error("server did not start");
}

if (!reuse) await seed();
console.info(`database ready in ${dataDir}`);
const server = await startServer();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route("**/tiles/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: Buffer.alloc(0) }));
  await page.addInitScript(`window.__longTasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration)); }).observe({ type: "longtask", buffered: true });`);
  // The first request after start-up fills the server's plant-list cache; a running server has it warm.
  const coldStart = Date.now();
  await fetch(`http://127.0.0.1:${PORT}/?tab=plant`).then((r) => r.text());
  const coldFirstResponse = Date.now() - coldStart;
  const started = Date.now();
  await page.goto(`http://127.0.0.1:${PORT}/?tab=plant`, { waitUntil: "domcontentloaded" });
  const domReady = Date.now() - started;
  await page.locator(".marker-cluster").first().waitFor({ state: "visible", timeout: 60_000 });
  const clustered = Date.now() - started;
  const inPage = (await page.evaluate(
    `(() => ({ responseEnd: Math.round(performance.getEntriesByType("navigation")[0].responseEnd) }))()`,
  )) as { responseEnd: number };

  // Pan by dragging across the map while recording every frame.
  const box = (await page.locator(".leaflet-container").boundingBox())!;
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  await page.evaluate(`(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (t) => {
      window.__frames.push(t - last);
      last = t;
      if (window.__frames.length < 400) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  // Pan with the keyboard (80 px a press, spec §9) and by dragging, as a visitor would.
  await page.locator(".leaflet-container").focus();
  const panStart = Date.now();
  for (let i = 0; i < 12; i++) await page.keyboard.press(i < 6 ? "ArrowRight" : "ArrowDown", { delay: 50 });
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(cx - i * 25, cy - i * 12);
  await page.mouse.up();
  await page.waitForTimeout(500);
  const panMs = Date.now() - panStart;
  const frames = ((await page.evaluate("window.__frames")) as number[]).slice(1).sort((a, b) => a - b);
  const pct = (p: number) => frames[Math.min(frames.length - 1, Math.floor((frames.length * p) / 100))].toFixed(1);
  const markers = await page.locator(".leaflet-marker-icon").count();

  // Selecting another plant: from the click to its name on the map (the markers are not rebuilt).
  const second = page.getByRole("article").nth(1);
  const secondName = (await second.getByRole("heading").textContent())!.trim();
  const selectStart = Date.now();
  await second.getByRole("link", { name: /^Select / }).click();
  await page.locator(".leaflet-tooltip", { hasText: secondName }).waitFor({ timeout: 60_000 });
  const selectMs = Date.now() - selectStart;

  // What the wire carries: the page (uncompressed and gzip) and the marker download.
  const sizes = (await page.evaluate(`(async () => {
    const html = await fetch("/?tab=plant").then((r) => r.text());
    const nav = performance.getEntriesByType("navigation")[0];
    const markers = performance.getEntriesByType("resource").find((e) => e.name.includes("/map/plants.json"));
    return { html_bytes: html.length, html_transfer_bytes: nav.transferSize, markers_transfer_bytes: markers ? markers.transferSize : null, markers_decoded_bytes: markers ? markers.decodedBodySize : null };
  })()`)) as Record<string, number | null>;
  const longTasks = (await page.evaluate("window.__longTasks")) as number[];
  console.info(
    JSON.stringify(
      {
        plants: PLANTS,
        cold_first_response_ms: coldFirstResponse,
        html_dom_ready_ms: domReady,
        first_clustered_markers_ms: clustered,
        navigation_response_end_ms: inPage.responseEnd,
        marker_elements_in_view: markers,
        select_other_plant_ms: selectMs,
        ...sizes,
        pan_duration_ms: panMs,
        frames: frames.length,
        frame_ms_median: pct(50),
        frame_ms_p95: pct(95),
        frame_ms_max: frames[frames.length - 1].toFixed(1),
        long_tasks_ms: longTasks,
        load_average: os.loadavg().map((n) => n.toFixed(1)).join(" "),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  server.kill();
}
