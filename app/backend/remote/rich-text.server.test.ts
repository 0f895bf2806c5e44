/**
 * Rich text from the remote API (solution descriptions, vacancy texts) is rendered as HTML, so it is sanitized as it
 * arrives, exactly like the local seed's: a compromised or careless API cannot put script into the site's pages.
 */
import { describe, expect, it } from "vitest";
import type { RemoteClient } from "./client.server";
import { remoteCatalog } from "./catalog.server";
import { remoteCareers } from "./careers.server";

const HOSTILE = `<p>Safe <strong>text</strong></p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><a href="javascript:alert(1)">link</a>`;

/** A client that answers every GET with `body`, parsed by the caller's schema as the real client does. */
function clientAnswering(body: unknown): RemoteClient {
  return {
    async request(_method, _path, options) {
      return { status: 200, body: options?.schema ? options.schema.parse(body) : (body as never) };
    },
    async refreshTokens() {
      return null;
    },
  };
}

const solution = { id: 7, name: "CI-265", commercial_name: "Korozyon", description: HOSTILE, categories: [] };
const vacancy = {
  id: 3,
  title: "Process engineer",
  content: HOSTILE,
  available: true,
  department: { id: 1, name: "Production" },
  location: { name: "Sohar", parent_name: "Oman" },
};

function expectSanitized(html: string) {
  expect(html).toContain("<p>Safe <strong>text</strong></p>");
  expect(html).not.toMatch(/<script|onerror|javascript:/i);
}

describe("remote rich text", () => {
  it("sanitizes a solution's description, in a list and on its own", async () => {
    const page = await remoteCatalog(clientAnswering({ count: 1, next: null, previous: null, results: [solution] })).listSolutions({});
    expectSanitized(page.results[0].description);
    const one = await remoteCatalog(clientAnswering({ data: solution })).getSolution(7);
    expectSanitized(one!.description);
  });

  it("sanitizes a vacancy's text", async () => {
    const careers = remoteCareers(clientAnswering([vacancy]));
    expectSanitized((await careers.getVacancy(3))!.content);
    expectSanitized((await careers.listVacancies({})).results[0].content);
  });
});
