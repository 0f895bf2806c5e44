/**
 * The document render (entry.server.tsx) lets go of each render once it is done: its abort timer is cleared, not
 * left to fire 5 s later holding the render's data, context and React state (under distinct pages, 5 s of
 * renders would stay reachable, 30–40 MB at 100 a second).
 */
import { createStaticHandler } from "@remix-run/router";
import { Outlet, useLoaderData } from "@remix-run/react";
import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { ITEM_ROUTES, entryContextOf } from "../tests/support/two-route-build";
import handleRequest from "./entry.server";

const handler = createStaticHandler(ITEM_ROUTES);
const Root = () => (
  <main>
    <Outlet />
  </main>
);
const Item = () => <p>item {(useLoaderData() as { n: string }).n}</p>;

async function entryContext(url: string) {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("no context");
  return entryContextOf(context, { root: { default: Root }, item: { default: Item } }) as unknown as EntryContext;
}

/** Timers alive in this worker: other modules' own may end meanwhile, so the test asks that none was added. */
const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

describe("the document render", () => {
  it("renders the page and leaves no timer behind, render after render", async () => {
    const before = timers();
    for (let n = 1; n <= 5; n++) {
      const url = `http://site.test/items/${n}`;
      const response = await handleRequest(new Request(url), 200, new Headers(), await entryContext(url), { cspNonce: "abc" } as never);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<main><p>item <!-- -->${n}</p></main>`);
    }
    expect(timers()).toBeLessThanOrEqual(before);
  });
});
