/**
 * A reset mail asked for with a forged Host (and X-Forwarded-Host) links to the public origin, never to the
 * forger's host: the attack put the victim's token in a link to evil.example on a server without PUBLIC_ORIGIN.
 * PUBLIC_ORIGIN is left unset here, as it was then (outside production the origin is http://localhost:PORT now).
 * The loaders that write absolute addresses (sitemap, robots.txt, a blog post) ignore the request's host too.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { outbox, users } from "~/db/schema";
import { renderOutboxBody } from "~/utils/sealed-link.server";
import { seedBlogPostsOnce } from "~/db/seed/blog.server";
import { allVisiblePosts } from "~/models/posts.server";

const VICTIM = "victim@example.com";
// Read on the first getEnv() of this file.
vi.stubEnv("PUBLIC_ORIGIN", "");
vi.stubEnv("SESSION_SECRET", "public-origin-test-secret-0123456789");
const PUBLIC_ORIGIN = `http://localhost:${process.env.PORT ?? 3000}`;

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  await seedBlogPostsOnce(database.db);
  await database.db.insert(users).values({ email: VICTIM, passwordHash: "not-a-real-hash", emailVerifiedAt: new Date() });
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
  vi.unstubAllEnvs();
});

/** A request as the attacker sends it: to the server's address, but naming evil.example as the host. */
function forged(path: string, init: RequestInit = {}) {
  return new Request(`http://evil.example${path}`, {
    ...init,
    headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https", "x-client-ip": "203.0.113.7", Origin: "http://evil.example" },
  });
}

describe("a password reset asked for with a forged Host", () => {
  it("mails a link to PUBLIC_ORIGIN", async () => {
    const { action } = await import("~/routes/auth.forgot-password/route");
    const body = new FormData();
    body.set("email", VICTIM);
    const response = (await action({ request: forged("/auth/forgot-password", { method: "POST", body }), params: {}, context: {} } as ActionFunctionArgs)) as Response;
    expect(response.status).toBe(302);

    const mails = await database.db.select().from(outbox).where(eq(outbox.to, VICTIM));
    expect(mails).toHaveLength(1);
    const text = renderOutboxBody(mails[0]);
    expect(text).not.toMatch(/evil\.example/i);
    expect(text).toMatch(new RegExp(`${PUBLIC_ORIGIN.replace(/\./g, "\\.")}/auth/reset-password/[A-Za-z0-9_-]{20,}`));
  });
});

describe("loaders that write absolute addresses", () => {
  const args = (path: string, params: Record<string, string> = {}) => ({ request: forged(path), params, context: {} }) as LoaderFunctionArgs;

  it("the sitemap and robots.txt", async () => {
    const sitemap = await import("~/routes/sitemap[.]xml/route");
    const robots = await import("~/routes/robots[.]txt/route");
    const xml = await (await sitemap.loader(args("/sitemap.xml"))).text();
    const txt = await (await robots.loader(args("/robots.txt"))).text();
    expect(xml).toContain(`<loc>${PUBLIC_ORIGIN}/</loc>`);
    expect(txt).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
    expect(xml + txt).not.toMatch(/evil\.example/i);
  });

  it("a blog post's canonical address, image and JSON-LD", async () => {
    const blog = await import("~/routes/_public.blog.$slug/route");
    const slug = (await allVisiblePosts())[0].slug;
    const data = JSON.stringify(await (await blog.loader(args(`/blog/${slug}`, { slug }))).json());
    expect(data).toContain(`${PUBLIC_ORIGIN}/blog/${slug}`);
    expect(data).not.toMatch(/evil\.example/i);
  });
});
