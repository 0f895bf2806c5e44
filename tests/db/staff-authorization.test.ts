/**
 * Who gets what on the staff side, proven route by route: every staff loader and action is asked as an
 * anonymous visitor, as a signed-in public account, as a member half-way through sign-in (password only), as a
 * disabled member, and as a member of each role; the table says which of them may pass, and those get exactly a
 * 200 (or the status the row names: a redirect, a 404 for a row of a kind their role does not see). Everyone else is sent to
 * the sign-in page (302) or refused (403). A route missing from the table fails the test, so a new staff route must
 * say who may use it. The POSTs carry no form key, so an admitted member's must be refused for that: every staff
 * action checks the session's key (readStaffForm).
 */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { localAccounts } from "~/backend/local/accounts.server";
import { STAFF_ROLES, setStaffDisabled, startStaffSignIn, type StaffRole } from "~/models/staff.server";
import { createAuthCookie } from "~/utils/auth.server";
import { setStaffCookie } from "~/utils/staff-auth.server";
import { STALE_FORM_MESSAGE } from "~/forms/action.server";
import { getToast } from "~/utils/toast.server";
import * as staffHome from "~/routes/staff._index/route";
import * as staffTeam from "~/routes/staff.team/route";
import * as staffAudit from "~/routes/staff.audit/route";
import * as staffMail from "~/routes/staff.mail/route";
import * as staffDocuments from "~/routes/staff.documents._index/route";
import * as staffSolutionDocuments from "~/routes/staff.documents.$solutionId/route";
import * as staffDocumentFile from "~/routes/staff.documents.file.$documentId/route";
import * as staffRevision from "~/routes/staff.documents.revision.$documentId/route";
import * as staffRevisionExport from "~/routes/staff.documents.revision.$documentId.export/route";
import * as staffSendDataSheet from "~/routes/staff.inbox.$id.data-sheet/route";
import { documents, inboxItems as libraryInboxItems, solutions } from "~/db/schema";
import * as staffInbox from "~/routes/staff.inbox._index/route";
import * as staffInboxItem from "~/routes/staff.inbox.$id/route";
import * as staffInboxExport from "~/routes/staff.inbox.export/route";
import { inboxItems } from "~/db/schema";
import { INBOX_ROLES } from "~/forms/inbox";
import * as staffApplications from "~/routes/staff.applications._index/route";
import * as staffApplication from "~/routes/staff.applications.$id/route";
import * as staffApplicationCv from "~/routes/staff.applications.$id.cv/route";
import * as staffSolutions from "~/routes/staff.solutions._index/route";
import * as staffNewSolution from "~/routes/staff.solutions.new/route";
import * as staffSolution from "~/routes/staff.solutions.$id/route";
import * as staffSolutionPicture from "~/routes/staff.solutions.$id.picture/route";
import { SOLUTION_ROLES } from "~/forms/solutions";
import * as staffCategories from "~/routes/staff.categories/route";
import * as staffProcesses from "~/routes/staff.processes/route";
import * as staffProblems from "~/routes/staff.problems/route";
import * as staffSearchTerms from "~/routes/staff.search-terms/route";
import * as staffPosts from "~/routes/staff.posts._index/route";
import * as staffNewPost from "~/routes/staff.posts.new/route";
import * as staffPost from "~/routes/staff.posts.$id/route";
import * as staffPostPicture from "~/routes/staff.posts.$id.picture/route";
import { blogPosts } from "~/db/schema";
import * as staffVacancies from "~/routes/staff.vacancies._index/route";
import * as staffNewVacancy from "~/routes/staff.vacancies.new/route";
import * as staffVacancy from "~/routes/staff.vacancies.$id/route";
import * as staffPlants from "~/routes/staff.plants._index/route";
import * as staffNewPlant from "~/routes/staff.plants.new/route";
import * as staffPlant from "~/routes/staff.plants.$id/route";
import { locations as plantCountries, plants } from "~/db/schema";
import { makeApplication, makeVacancy } from "./applications-fixtures";
import { PASSWORD, setUpMember } from "./staff-fixtures";

type Module = { loader?: (args: LoaderFunctionArgs) => Promise<Response>; action?: (args: ActionFunctionArgs) => Promise<Response> };

/**
 * The staff routes behind sign-in, and the roles each is open to. `params`: the route's URL parameters (a row that
 * exists, made in beforeAll, where the route needs one).
 */
const PROTECTED: {
  route: string;
  url: string;
  module: Module;
  roles: readonly StaffRole[];
  params?: () => Record<string, string>;
  /** What an admitted member's GET answers, when not 200 (by role). */
  get?: Partial<Record<StaffRole, number>>;
}[] = [
  { route: "staff._index", url: "/staff", module: staffHome, roles: STAFF_ROLES },
  { route: "staff.team", url: "/staff/team", module: staffTeam, roles: ["admin"] },
  { route: "staff.audit", url: "/staff/audit", module: staffAudit, roles: ["admin"] },
  { route: "staff.mail", url: "/staff/mail", module: staffMail, roles: ["admin"] },
  { route: "staff.categories", url: "/staff/categories", module: staffCategories, roles: ["editor", "admin"] },
  { route: "staff.processes", url: "/staff/processes", module: staffProcesses, roles: ["editor", "admin"] },
  { route: "staff.problems", url: "/staff/problems", module: staffProblems, roles: ["editor", "admin"] },
  { route: "staff.search-terms", url: "/staff/search-terms", module: staffSearchTerms, roles: ["editor", "admin"] },
  { route: "staff.plants._index", url: "/staff/plants", module: staffPlants, roles: ["editor", "admin"] },
  { route: "staff.plants.new", url: "/staff/plants/new", module: staffNewPlant, roles: ["editor", "admin"] },
  { route: "staff.plants.$id", url: "/staff/plants/1", module: staffPlant, roles: ["editor", "admin"], params: () => ({ id: String(plantId) }) },
  { route: "staff.applications._index", url: "/staff/applications", module: staffApplications, roles: ["hr", "admin"] },
  { route: "staff.applications.$id", url: "/staff/applications/1", module: staffApplication, roles: ["hr", "admin"], params: () => ({ id: String(applicationId) }) },
  { route: "staff.applications.$id.cv", url: "/staff/applications/1/cv", module: staffApplicationCv, roles: ["hr", "admin"], params: () => ({ id: String(applicationId) }) },
  { route: "staff.documents._index", url: "/staff/documents", module: staffDocuments, roles: ["sales", "admin"] },
  { route: "staff.documents.$solutionId", url: "/staff/documents/1", module: staffSolutionDocuments, roles: ["sales", "admin"], params: () => ({ solutionId: String(library.solutionId) }) },
  { route: "staff.documents.file.$documentId", url: "/staff/documents/file/1", module: staffDocumentFile, roles: ["sales", "admin"], params: () => ({ documentId: String(library.documentId) }) },
  { route: "staff.documents.revision.$documentId", url: "/staff/documents/revision/1", module: staffRevision, roles: ["sales", "admin"], params: () => ({ documentId: String(library.documentId) }) },
  {
    route: "staff.documents.revision.$documentId.export",
    url: "/staff/documents/revision/1/export",
    module: staffRevisionExport,
    roles: ["sales", "admin"],
    params: () => ({ documentId: String(library.documentId) }),
  },
  // A GET of Send data sheet goes back to the request's page.
  { route: "staff.inbox.$id.data-sheet", url: "/staff/inbox/1/data-sheet", module: staffSendDataSheet, roles: ["sales", "admin"], params: () => ({ id: String(library.itemId) }), get: { sales: 302, admin: 302 } },
  { route: "staff.inbox._index", url: "/staff/inbox", module: staffInbox, roles: INBOX_ROLES },
  // An MSDS request: communications passes the role check and then gets the 404 of a kind it does not see.
  { route: "staff.inbox.$id", url: "/staff/inbox/1", module: staffInboxItem, roles: INBOX_ROLES, params: () => ({ id: String(inboxItemId) }), get: { communications: 404 } },
  { route: "staff.inbox.export", url: "/staff/inbox/export", module: staffInboxExport, roles: INBOX_ROLES },
  { route: "staff.vacancies._index", url: "/staff/vacancies", module: staffVacancies, roles: ["hr", "admin"] },
  { route: "staff.vacancies.new", url: "/staff/vacancies/new", module: staffNewVacancy, roles: ["hr", "admin"] },
  { route: "staff.vacancies.$id", url: "/staff/vacancies/1", module: staffVacancy, roles: ["hr", "admin"], params: () => ({ id: String(vacancyId) }) },
  { route: "staff.posts._index", url: "/staff/posts", module: staffPosts, roles: ["communications", "admin"] },
  { route: "staff.posts.new", url: "/staff/posts/new", module: staffNewPost, roles: ["communications", "admin"] },
  { route: "staff.posts.$id", url: "/staff/posts/1", module: staffPost, roles: ["communications", "admin"], params: () => ({ id: String(postId) }) },
  { route: "staff.posts.$id.picture", url: "/staff/posts/1/picture", module: staffPostPicture, roles: ["communications", "admin"], params: () => ({ id: String(postId) }) },
  { route: "staff.solutions._index", url: "/staff/solutions", module: staffSolutions, roles: SOLUTION_ROLES },
  { route: "staff.solutions.new", url: "/staff/solutions/new", module: staffNewSolution, roles: SOLUTION_ROLES },
  { route: "staff.solutions.$id", url: "/staff/solutions/1", module: staffSolution, roles: SOLUTION_ROLES, params: () => ({ id: String(library.solutionId) }) },
  // The picture form's GET goes back to the solution's page.
  {
    route: "staff.solutions.$id.picture",
    url: "/staff/solutions/1/picture",
    module: staffSolutionPicture,
    roles: SOLUTION_ROLES,
    params: () => ({ id: String(library.solutionId) }),
    get: { editor: 302, admin: 302 },
  },
];
/** Open to anyone: the way in (their own tests cover them) and the layout, which requires nothing itself. */
const WAY_IN = ["staff", "staff.sign-in", "staff.sign-in_.code", "staff.setup.$token", "staff.sign-out"];

let database: Database;
/** An application with its CV on disk (under a throw-away UPLOAD_DIR). */
let applicationId: number;
process.env.UPLOAD_DIR ??= mkdtempSync(path.join(os.tmpdir(), "staff-authorization-uploads-"));
/** The document library's rows: a solution, one of its documents, and an MSDS request about it. */
const library = { solutionId: 0, documentId: 0, itemId: 0 };
let inboxItemId: number;
/** A vacancy for the vacancies editor's page. */
let vacancyId: number;
/** A blog post (a draft) for the post editor's routes. */
let postId: number;
/** A plant (in a country of its own) for the plants editor's page. */
let plantId: number;
const cookies: Record<string, string | undefined> = {};

async function staffCookie(token: string) {
  return (await setStaffCookie(token)).split(";")[0];
}

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  cookies.anonymous = undefined;
  await localAccounts.register({ email: "buyer@example.com", password: "a public passphrase", confirm_password: "a public passphrase" });
  const login = await localAccounts.login({ email: "buyer@example.com", password: "a public passphrase" });
  cookies["public account"] = (await createAuthCookie(login, { remember: false })).setCookie.split(";")[0];
  const ids: Partial<Record<StaffRole, number>> = {};
  for (const role of STAFF_ROLES) {
    const member = await setUpMember(`${role}@sahel.example.om`, [role]);
    ids[role] = member.staffId;
    cookies[role] = await staffCookie(member.sessionToken);
  }
  cookies["half signed in (password only)"] = await staffCookie((await startStaffSignIn("admin@sahel.example.om", PASSWORD, null))!);
  const disabled = await setUpMember("disabled@sahel.example.om", ["admin"]);
  await setStaffDisabled({ id: ids.admin!, email: "admin@sahel.example.om", ip: null }, disabled.staffId, true);
  cookies["disabled admin"] = await staffCookie(disabled.sessionToken);
  ({ id: applicationId } = await makeApplication(await makeVacancy(database.db, "Field Service Engineer")));
  const [plantCountry] = await database.db.insert(plantCountries).values({ name: "Oman", type: "country", code: "OM" }).returning({ id: plantCountries.id });
  [{ id: plantId }] = await database.db
    .insert(plants)
    .values({ name: "Authorization plant", address: "Sohar", latitude: 24.3, longitude: 56.7, countryId: plantCountry.id })
    .returning({ id: plants.id });
  vacancyId = await makeVacancy(database.db, "Authorization vacancy");
  [{ id: library.solutionId }] = await database.db.insert(solutions).values({ name: "Library solution" }).returning({ id: solutions.id });
  [{ id: library.documentId }] = await database.db
    .insert(documents)
    .values({ solutionId: library.solutionId, kind: "msds", language: "en", revisionDate: "2026-01-01", filePath: "0".repeat(32) + ".pdf", originalName: "a.pdf", size: 9, sha256: "" })
    .returning({ id: documents.id });
  mkdirSync(path.join(process.env.UPLOAD_DIR!, "documents"), { recursive: true });
  writeFileSync(path.join(process.env.UPLOAD_DIR!, "documents", "0".repeat(32) + ".pdf"), "%PDF-1.4\n");
  [{ id: postId }] = await database.db
    .insert(blogPosts)
    .values({ slug: "authorization-post", title: "Authorization post", author: "A", category: "Innovation" })
    .returning({ id: blogPosts.id });
  [{ id: library.itemId }] = await database.db
    .insert(libraryInboxItems)
    .values({ kind: "msds", sourceId: 900, reference: "MSDS-2026-000900", name: "Amal", email: "amal@example.com", solutionId: library.solutionId })
    .returning({ id: libraryInboxItems.id });
  [{ id: inboxItemId }] = await database.db
    .insert(inboxItems)
    .values({ kind: "msds", sourceId: 1, reference: "MSDS-2026-000001", name: "Amal", email: "amal@example.com" })
    .returning({ id: inboxItems.id });
}, 120_000);

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

/**
 * How a call ends: "sign-in" (sent to the staff sign-in page), "forbidden" (403), "refused without the form key",
 * or "answered <status>" (what the route itself says: 200 for a page or a file, 404 for a row the role may not see).
 * Redirects and refusals may be thrown.
 */
async function outcomeOf(call: () => Promise<Response>) {
  let response: Response;
  try {
    response = await call();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  if (response.status === 403) return "forbidden";
  if (response.status === 302 && response.headers.get("Location")?.startsWith("/staff/sign-in")) return "sign-in";
  if (response.status === 400 && ((await response.clone().json().catch(() => null)) as { formError?: string } | null)?.formError === STALE_FORM_MESSAGE) {
    return "refused without the form key";
  }
  // A form without a page of its own goes back to the page it was on, with the refusal as its toast.
  const toastCookie = response.headers.get("Set-Cookie")?.split(";")[0];
  if (response.status === 302 && toastCookie) {
    const { toast } = await getToast(new Request("http://localhost/", { headers: { Cookie: toastCookie } }));
    if (toast?.type === "error" && toast.message === STALE_FORM_MESSAGE) return "refused without the form key";
  }
  return `answered ${response.status}`;
}

function request(url: string, cookie: string | undefined, method: "GET" | "POST") {
  const headers: Record<string, string> = { "x-client-ip": "203.0.113.50" };
  if (cookie) headers.Cookie = cookie;
  // A POST with a harmless, unknown intent: what matters is whether the action lets it reach its form at all.
  const body = method === "POST" ? new URLSearchParams({ intent: "nothing" }) : undefined;
  return new Request(`http://localhost${url}`, { method, headers, body });
}

describe("staff routes", () => {
  it("are all in the table", () => {
    const routes = readdirSync(path.resolve(__dirname, "../../app/routes")).filter((name) => name === "staff" || name.startsWith("staff."));
    expect(routes.sort()).toEqual([...PROTECTED.map((p) => p.route), ...WAY_IN].sort());
  });

  const who = () => Object.keys(cookies);
  it.each(PROTECTED)("$url answers only $roles", async ({ url, module, roles, params: paramsOf, get }) => {
    const params = paramsOf?.() ?? {};
    const seen: Record<string, string[]> = {};
    const expected: Record<string, string[]> = {};
    for (const name of who()) {
      const cookie = cookies[name];
      const calls = [
        ...(module.loader ? [() => module.loader!({ request: request(url, cookie, "GET"), params, context: {} })] : []),
        ...(module.action ? [() => module.action!({ request: request(url, cookie, "POST"), params, context: {} })] : []),
      ];
      seen[name] = [];
      for (const call of calls) seen[name].push(await outcomeOf(call));
      const allowed = (roles as readonly string[]).includes(name);
      const outcome = allowed ? `answered ${get?.[name as StaffRole] ?? 200}` : (STAFF_ROLES as readonly string[]).includes(name) ? "forbidden" : "sign-in";
      // The POST carries no form key: a member the route admits must be refused for that (every action checks it).
      expected[name] = [...(module.loader ? [outcome] : []), ...(module.action ? [allowed ? "refused without the form key" : outcome] : [])];
    }
    expect(seen).toEqual(expected);
  });
});
