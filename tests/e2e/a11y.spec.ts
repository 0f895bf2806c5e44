/**
 * axe on every page at desktop and phone widths; without JavaScript too where the page's markup differs (its <noscript>
 * content). The same load at 390 px shows each page of the route table no wider than the phone.
 */
import { test, expectNoAxeViolationsAt } from "./fixtures";
import { expectNoWiderThanPhone } from "./layout-helpers";
import { ALL_ROUTES } from "./routes";

// Beside the route table: a page that is not there, and an unsubscribe link that is not (the page a mail's link opens).
const pages = [...ALL_ROUTES.map((r) => r.path), "/no-such-page", "/unsubscribe/1.not-a-signature"];
// The pages with <noscript> content: the only ones a no-JS visitor gets different markup on (/profile/saved: accounts-a11y.spec).
const NOSCRIPT = new Set(["/", "/careers"]);
const ROUTE_TABLE = new Set(ALL_ROUTES.map((r) => r.path));

// Both widths in one test: one page and one copy of axe instead of two (the suite's time is mostly axe's).
test.slow();

for (const path of pages) {
  const inTable = ROUTE_TABLE.has(path);
  test(`${path} has no axe violations at 1280 and 390 px${inTable ? ", and is no wider than a 390 px phone" : ""}`, { tag: NOSCRIPT.has(path) ? "@nojs" : [] }, async ({ page }) => {
    await expectNoAxeViolationsAt(page, path, { ready: inTable ? expectNoWiderThanPhone : undefined });
  });
}
