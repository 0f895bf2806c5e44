/**
 * "Tell me when the SDS changes" without JavaScript, over HTTP, in English and Arabic: the solution page's control in
 * each state (not signed in, address not confirmed, subscribed), the Saved page's button, a new revision sent by staff
 * from its Recipients page reaching the subscribers in their language with the one-click unsubscribe headers
 * (RFC 8058), the mail program's one-click POST (no cookie, a 200), and the unsubscribe page's own form.
 */
import { describe, expect, it } from "vitest";
import { confirmedAccount, flashOf, formWith, newMail, pathOf, postForms, registerAccount, signedIn, staffMember, visitor, type Page } from "./support";
import { pdf, uploadSheet } from "./staff-helpers";

/** A solution no other HTTP test gives documents to. */
const SOLUTION = 9;


type Account = Awaited<ReturnType<typeof confirmedAccount>>;

/** Submits the form of the one button whose name is (or starts with) `button`, and lands where it leads. */
async function press(account: Account, page: Page, button: string | RegExp) {
  const form = page.screen.getByRole("button", { name: button }).closest("form") as HTMLFormElement;
  return account.land(await account.submit(page, form), page.url);
}

const header = (lines: string[], name: string) => lines.find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.slice(name.length + 1).trim();

describe("subscribing to a solution's data sheets", { timeout: 120_000 }, () => {
  it("is offered by state, reaches subscribers with a one-click unsubscribe, and ends without signing in", async () => {
    // Not signed in: a way to sign in and come back.
    const anonymous = await visitor().open(`/solution/${SOLUTION}`);
    expect(anonymous.screen.getByRole("link", { name: "Sign in to be told by e-mail when the SDS changes" }).getAttribute("href")).toBe(
      `/auth/login?redirectTo=%2Fsolution%2F${SOLUTION}`,
    );

    // An address not confirmed yet: told so, and a post is refused with the reason.
    const unconfirmed = await signedIn(await registerAccount());
    const waiting = await unconfirmed.open(`/solution/${SOLUTION}`);
    expect(waiting.screen.getByText("Confirm your e-mail address to be told when the SDS changes.")).toBeTruthy();
    const refused = await unconfirmed.land(
      await unconfirmed.post("/profile/subscriptions", new URLSearchParams({ solution: String(SOLUTION), subscribe: "true", redirectTo: `/solution/${SOLUTION}` })),
    );
    expect(pathOf(refused)).toBe(`/solution/${SOLUTION}`);
    expect(flashOf(refused)).toBe("Confirm your e-mail address first: we only write to a confirmed address.");

    // A confirmed English account subscribes from the solution's page.
    const english = await confirmedAccount("en");
    const name = (await english.open(`/solution/${SOLUTION}`)).screen.getByRole("heading", { level: 1 }).textContent!;
    const subscribed = await press(english, await english.open(`/solution/${SOLUTION}`), "Tell me when the SDS changes");
    expect(pathOf(subscribed)).toBe(`/solution/${SOLUTION}`);
    expect(flashOf(subscribed)).toBe(`We will e-mail you when the data sheets of ${name} are revised.`);
    expect(subscribed.screen.getByText("You will get an e-mail when the SDS or TDS of this solution is revised.")).toBeTruthy();
    expect(subscribed.screen.getByRole("button", { name: "Stop telling me" })).toBeTruthy();

    // A confirmed Arabic account subscribes from its Saved page.
    const arabic = await confirmedAccount("ar");
    await arabic.post("/likes", new URLSearchParams({ kind: "solution", id: String(SOLUTION), liked: "true", redirectTo: "/ar/profile/saved?tab=solutions" }));
    const saved = await arabic.open("/ar/profile/saved?tab=solutions");
    const arabicSubscribed = await press(arabic, saved, /^أخبرني عند تغيّر صحيفة بيانات السلامة: /);
    expect(pathOf(arabicSubscribed)).toBe("/ar/profile/saved?tab=solutions");
    expect(flashOf(arabicSubscribed)).toMatch(/^سنراسلك عند مراجعة صحائف بيانات المنتج /);
    expect(arabicSubscribed.screen.getAllByRole("button", { name: new RegExp(`^أوقف الإشعارات: `) })).toHaveLength(1);

    // Sales publish a new TDS (the solution has no Arabic one, so the English revision is the Arabic reader's too)
    // and send it on from its Recipients page.
    const sales = await staffMember(["sales"]);
    const documents = await uploadSheet(sales, SOLUTION, new File([pdf(`tds ${Date.now()}`)], "tds.pdf", { type: "application/pdf" }), {
      kind: "TDS",
      whatChanged: "Typical properties: pour point corrected.",
    });
    const recipientsHref = documents.screen.getByTestId("revisions-tds-en").querySelector("a[href^='/staff/documents/revision/']")!.getAttribute("href")!;
    const recipients = await sales.open(recipientsHref);
    const pending = recipients.screen.getByTestId("pending-recipients").textContent!;
    expect(pending).toContain(english.email);
    expect(pending).toContain(arabic.email);
    const send = postForms(recipients).find((form) => /^Send the new revision to \d+ recipients?$/.test(form.querySelector("button")!.textContent!))!;
    const sent = await sales.land(await sales.submit(recipients, send), recipients.url);
    expect(flashOf(sent)).toMatch(/^The new revision is queued for \d+ recipients?\./);

    // Each subscriber's message, in their language, with the one-click headers and the same link in its text.
    const englishMail = await newMail(english.email, `New revision of the TDS for ${name}`);
    const unsubscribe = header(englishMail.headerLines, "List-Unsubscribe")!;
    expect(unsubscribe).toMatch(/^<https?:\/\/[^/]+\/unsubscribe\/\d+\.[A-Za-z0-9_-]{43}>$/);
    expect(header(englishMail.headerLines, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(englishMail.text).toContain(`Unsubscribe: ${unsubscribe.slice(1, -1)}`);
    expect(englishMail.text).toContain("What changed: Typical properties: pour point corrected.");
    const arabicMail = await newMail(arabic.email, /^إصدار جديد من صحيفة TDS للمنتج /);
    const arabicUnsubscribe = new URL(header(arabicMail.headerLines, "List-Unsubscribe")!.slice(1, -1)).pathname;
    expect(arabicUnsubscribe).toMatch(/^\/ar\/unsubscribe\//);

    // The mail program's one click: a POST without cookie or page, answered 200; the subscription has ended.
    const path = new URL(unsubscribe.slice(1, -1)).pathname;
    const oneClick = await visitor().post(path, new URLSearchParams({ "List-Unsubscribe": "One-Click" }));
    expect(oneClick.status).toBe(200);
    expect((await visitor().open(path)).screen.getByRole("heading", { level: 1 }).textContent).toBe("You are unsubscribed");
    expect((await english.open(`/solution/${SOLUTION}`)).screen.getByRole("button", { name: "Tell me when the SDS changes" })).toBeTruthy();

    // The Arabic reader opens the link in a browser, without signing in, and presses the page's button.
    const reader = visitor();
    const page = await reader.open(arabicUnsubscribe);
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("إلغاء الاشتراك");
    const ended = await reader.land(await reader.submit(page, formWith(page, "ألغِ الاشتراك")), page.url);
    expect(pathOf(ended)).toBe(arabicUnsubscribe);
    expect(ended.screen.getByRole("heading", { level: 1 }).textContent).toBe("أُلغي اشتراكك");
    expect((await arabic.open("/ar/profile/saved?tab=solutions")).screen.getAllByRole("button", { name: /^أخبرني عند تغيّر صحيفة بيانات السلامة: / })).toHaveLength(1);

    // A tampered link finds nothing.
    const tampered = path.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const notFound = await visitor().open(tampered);
    expect(notFound.status).toBe(404);
    expect(notFound.screen.getByRole("heading", { level: 1 }).textContent).toBe("Link not found");
    expect((await visitor().post(tampered, new URLSearchParams({ "List-Unsubscribe": "One-Click" }))).status).toBe(404);
  });
});
