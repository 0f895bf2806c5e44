/** axe on every Arabic page, at desktop and phone widths: the /ar twins of ./routes.ts and the Arabic pages and states only Arabic specs reach. */
import { test, expectNoAxeViolationsAt } from "./fixtures";
import { expectArabicDocument } from "./arabic-helpers";
import { ALL_ROUTES } from "./routes";

const twin = (path: string) => (path === "/" ? "/ar" : path.startsWith("/?") ? `/ar${path.slice(1)}` : `/ar${path}`);

const PAGES = [
  ...ALL_ROUTES.map((route) => twin(route.path)),
  "/ar/no-such-page",
  "/ar/blog/scale-inhibitor-squeeze-treatments",
  "/ar/solution/1/request/msds",
  "/ar/search?q=demul",
  "/ar/search?q=zzqx",
  "/ar/search?q=Korozyon&share=1",
  "/ar/search?q=DM-340&solution=170",
];

/** Pages with <noscript> content: their markup differs without JavaScript, so the nojs project checks them too. */
const NOSCRIPT = new Set(["/ar", "/ar/careers", "/ar/profile/saved"]);

// Both widths in one test: one page and one copy of axe instead of two (the suite's time is mostly axe's).
test.slow();

for (const path of PAGES) {
  test(`${path} has no axe violations at 1280 and 390 px`, { tag: NOSCRIPT.has(path) ? "@nojs" : [] }, async ({ page }) => {
    await expectNoAxeViolationsAt(page, path, { ready: (shown) => expectArabicDocument(shown) });
  });
}
