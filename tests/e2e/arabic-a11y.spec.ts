/**
 * axe on every Arabic page, at desktop and phone widths: the /ar twins of ./routes.ts and the Arabic pages and states
 * only Arabic specs reach. The same loads show the twins no wider than a 390 px phone, and the pages a visitor lands on
 * most fitting their width right to left at both widths (./layout-helpers.ts).
 */
import { test, expectNoAxeViolationsAt } from "./fixtures";
import { expectArabicDocument } from "./arabic-helpers";
import { expectFitsRightToLeft, expectNoWiderThanPhone } from "./layout-helpers";
import { ALL_ROUTES } from "./routes";

const twin = (path: string) => (path === "/" ? "/ar" : path.startsWith("/?") ? `/ar${path.slice(1)}` : `/ar${path}`);
const TWINS = ALL_ROUTES.map((route) => twin(route.path));

const PAGES = [
  ...TWINS,
  "/ar/no-such-page",
  "/ar/blog/scale-inhibitor-squeeze-treatments",
  "/ar/solution/1/request/msds",
  "/ar/solution/1/label",
  "/ar/search?q=demul",
  "/ar/search?q=zzqx",
  "/ar/search?q=Korozyon&share=1",
  "/ar/search?q=DM-340&solution=170",
  "/ar/search?q=amine",
];

/** Pages with <noscript> content: their markup differs without JavaScript, so the nojs project checks them too. */
const NOSCRIPT = new Set(["/ar", "/ar/careers", "/ar/profile/saved"]);

/** The pages whose right-to-left fit is checked at both widths (the others' width at 390 px only). */
const RIGHT_TO_LEFT = new Set([
  "/ar",
  "/ar/solutions",
  "/ar/solution/1",
  "/ar/solution/1/request/msds",
  "/ar/search?q=amine",
  "/ar/services",
  "/ar/contact-us",
  "/ar/careers",
  "/ar/blog",
  "/ar/auth/login",
  "/ar/auth/register",
]);

// Both widths in one test: one page and one copy of axe instead of two (the suite's time is mostly axe's).
test.slow();

for (const path of PAGES) {
  const layout = RIGHT_TO_LEFT.has(path) ? ", and fits its width right to left" : TWINS.includes(path) ? ", and is no wider than a 390 px phone" : "";
  test(`${path} has no axe violations at 1280 and 390 px${layout}`, { tag: NOSCRIPT.has(path) ? "@nojs" : [] }, async ({ page }, testInfo) => {
    await expectNoAxeViolationsAt(page, path, {
      ready: async (shown) => {
        await expectArabicDocument(shown);
        if (RIGHT_TO_LEFT.has(path)) await expectFitsRightToLeft(shown, testInfo);
        else if (TWINS.includes(path)) await expectNoWiderThanPhone(shown);
      },
    });
  });
}
