/** Every route of the spec's route table with the heading its page shows (used by route and axe tests). */
interface RouteCase {
  path: string;
  heading: string | RegExp;
}

const PUBLIC_ROUTES: RouteCase[] = [
  { path: "/", heading: "Specialty chemicals for oil and gas, made in Oman" },
  { path: "/services", heading: "Our Services" },
  { path: "/contact-us", heading: "About Us" },
  { path: "/solutions", heading: "Solutions" },
  { path: "/solution/1", heading: /\S+/ },
  { path: "/find", heading: "Find by problem" },
  { path: "/find/h2s?system=gas&temperature=120", heading: "Solutions for Hydrogen sulphide (H₂S)" },
  { path: "/careers", heading: "Join us" },
  { path: "/career/1", heading: /\S+/ },
  { path: "/career/1/hiring", heading: /^Apply: / },
  { path: "/blog", heading: "Fast, interactive search through thousands of chemicals" },
  { path: "/search?q=demulsifier", heading: "Search results for “demulsifier”" },
  // Empty: a new visitor's basket (with lines: basket.spec.ts).
  { path: "/basket", heading: "Quote basket" },
  { path: "/privacy", heading: "Privacy notice" },
];

const AUTH_ROUTES: RouteCase[] = [
  { path: "/auth/login", heading: "Sign in" },
  { path: "/auth/register", heading: "Create an account" },
  { path: "/auth/forgot-password", heading: "Forgot password" },
];

/** The profile area needs sign-in: anonymous visitors are sent to /auth/login (tests/e2e/accounts-*.spec.ts check them signed in). */
export const PROFILE_ROUTES: RouteCase[] = [
  { path: "/profile", heading: "Manage my profile" },
  { path: "/profile/saved", heading: "Saved" },
  { path: "/profile/documents", heading: "Data sheets" },
  { path: "/profile/documents/pack", heading: "Site pack" },
  { path: "/profile/saved/qr", heading: "QR codes to print" },
  { path: "/profile/overview", heading: "Overview" },
  { path: "/profile/settings", heading: "Settings" },
  { path: "/profile/logout", heading: "Log out" },
];

/** Every route an anonymous visitor gets a page from. */
export const ALL_ROUTES = [...PUBLIC_ROUTES, ...AUTH_ROUTES];
