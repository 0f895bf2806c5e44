/**
 * The signed-in profile area without JavaScript, over HTTP: the profile form, picture uploads checked by content, the
 * settings forms (newsletter, password, deleting the account), the overview and the saved items' paging.
 */
import { within } from "@testing-library/dom";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ACCOUNT_PASSWORD as PASSWORD, errorOf, flashOf, formWith, signedIn, staffMember, visitor, pathOf } from "./support";
import { fillIn } from "./staff-helpers";
import { greyPng, phoneJpeg, phoneJpegLeaks } from "../support/images";
import { PROFILE_ROUTES } from "../e2e/routes";
import type { Page } from "../support/visitor";

/** A real picture: profile pictures are read to their end (and stripped of metadata), so a broken one is refused. */
const PNG = greyPng();

type Account = Awaited<ReturnType<typeof signedIn>>;

const field = (scope: Page | HTMLElement, label: string) =>
  ("screen" in scope ? scope.screen : within(scope)).getByLabelText(label, {
    exact: true,
  }) as HTMLInputElement;

/** Submits the form holding `button` with `values` (by field name) and follows the answer to the page it ends on. */
async function answer(account: Account, page: Page, button: string, values: Record<string, string | string[]> = {}, files?: Record<string, File>) {
  return account.land(
    await account.submit(page, formWith(page, button), {
      values,
      button,
      files,
    }),
    page.url
  );
}

/** Field values by label, as the form names them. */
function byLabel(page: Page, values: Record<string, string>, scope?: HTMLElement) {
  return Object.fromEntries(Object.entries(values).map(([label, value]) => [field(scope ?? page, label).getAttribute("name")!, value]));
}

async function uploadPicture(account: Account, file: File) {
  const profile = await account.open("/profile");
  const input = field(profile, "Choose a picture");
  return answer(account, profile, "Upload picture", {}, { [input.getAttribute("name")!]: file });
}

async function canSignIn(email: string, password: string) {
  return (await visitor().post("/auth/login", new URLSearchParams({ email, password }))).status;
}

describe("the profile form", () => {
  it("stores names, occupation and phone, and shows them back", async () => {
    const account = await signedIn();
    const profile = await account.open("/profile");
    expect(profile.screen.getByTestId("welcome-name").textContent).toBe(account.email);
    const updated = await answer(
      account,
      profile,
      "Update Profile",
      byLabel(profile, {
        "First name": "Layla",
        "Last name": "Al Harthy",
        Occupation: "Process engineer",
        "Country code": "+90",
        "Phone number": "5551234567",
      })
    );
    expect(flashOf(updated)).toBe("Profile updated successfully");
    expect(updated.screen.getByTestId("welcome-name").textContent).toBe("Layla Al Harthy");
    expect((updated.screen.getByLabelText("Country code") as HTMLSelectElement).value).toBe("+90");
    expect(field(updated, "Occupation").value).toBe("Process engineer");
  });

  it("offers every country's calling code, Oman's +968 first and chosen; takes +44; refuses a code that is no country's", async () => {
    const account = await signedIn();
    const profile = await account.open("/profile");
    const select = field(profile, "Country code") as unknown as HTMLSelectElement;
    expect(select.options.length).toBeGreaterThan(200);
    expect({ value: select.options[0].value, label: select.options[0].textContent }).toEqual({ value: "+968", label: "Oman (+968)" });
    expect(select.value).toBe("+968");
    expect([...select.options].find((option) => option.value === "+44")?.textContent).toBe("United Kingdom, Guernsey, Isle of Man, Jersey (+44)");

    const updated = await answer(account, profile, "Update Profile", byLabel(profile, { "Country code": "+44", "Phone number": "20 7946 0958" }));
    expect(flashOf(updated)).toBe("Profile updated successfully");
    expect((field(updated, "Country code") as unknown as HTMLSelectElement).value).toBe("+44");

    const refused = await account.read(
      await account.post("/profile?index", new URLSearchParams({ first_name: "", last_name: "", occupation: "", email: account.email, phone_country_code: "+999", phone_number: "20 7946 0958" })),
    );
    expect(refused.status).toBe(400);
    expect(errorOf(refused, field(refused, "Country code"))).toBe("Please choose a country code");

    const arabic = (await account.open("/ar/profile")).screen.getByLabelText("رمز الدولة") as HTMLSelectElement;
    expect(arabic.options[0].value).toBe("+968");
    expect(arabic.options[0].textContent).toContain("عُمان");
    expect(arabic.value).toBe("+44");
  });

  it("validates, and changes the password only with the current one", async () => {
    const account = await signedIn();
    const profile = await account.open("/profile");
    const invalid = await answer(account, profile, "Update Profile", byLabel(profile, { Email: "broken", "New password": "short" }));
    expect(invalid.status).toBe(400);
    expect(errorOf(invalid, field(invalid, "Email"))).toContain("Invalid email address");
    expect(errorOf(invalid, field(invalid, "New password"))).toContain("Password must be at least 8 characters");
    expect(errorOf(invalid, field(invalid, "Current password"))).toContain("Current password is required");
    expect(field(invalid, "Email").value).toBe("broken");

    const wrong = await answer(
      account,
      invalid,
      "Update Profile",
      byLabel(invalid, {
        Email: account.email,
        "Current password": "not my password",
        "New password": "a new password",
      })
    );
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong, field(wrong, "Current password"))).toContain("Current password is incorrect");

    const changed = await answer(
      account,
      wrong,
      "Update Profile",
      byLabel(wrong, {
        "Current password": PASSWORD,
        "New password": "a new password",
      })
    );
    expect(flashOf(changed)).toBe("Profile updated successfully");
    expect(await canSignIn(account.email, PASSWORD)).toBe(401);
    expect(await canSignIn(account.email, "a new password")).toBe(302);
  });
});

describe("the profile picture", () => {
  it("an upload is checked by content (an HTML page named .png is refused) and served back as an image", async () => {
    const account = await signedIn();
    const refused = await uploadPicture(
      account,
      new File(["<html><script>alert(1)</script></html>"], "page.png", {
        type: "image/png",
      })
    );
    expect(refused.status).toBe(400);
    expect(refused.screen.getByText("Please upload a PNG, JPEG or WebP image")).toBeTruthy();

    const uploaded = await uploadPicture(account, new File([PNG], "me.png", { type: "image/png" }));
    expect(flashOf(uploaded)).toBe("Profile picture updated");
    // The avatar is decorative (alt=""): the name beside it says whose it is.
    const src = uploaded.screen.getByRole("complementary", { name: "Profile" }).querySelector("img")?.getAttribute("src");
    expect(src).toMatch(/^\/profile-picture\/[0-9a-f]{32}\.png$/);
    const picture = await account.get(src!);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(picture.headers.get("x-content-type-options")).toBe("nosniff");
    expect(picture.headers.get("content-disposition")).toBe("inline");
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(PNG);
  });

  it("a phone photo comes back without its GPS position and without the second picture appended to it", async () => {
    const account = await signedIn();
    const uploaded = await uploadPicture(account, new File([new Uint8Array(phoneJpeg())], "photo.jpg", { type: "image/jpeg" }));
    expect(flashOf(uploaded)).toBe("Profile picture updated");
    const src = uploaded.screen.getByRole("complementary", { name: "Profile" }).querySelector("img")?.getAttribute("src");
    expect(src).toMatch(/^\/profile-picture\/[0-9a-f]{32}\.jpg$/);
    const served = Buffer.from(await (await account.get(src!)).arrayBuffer());
    expect(phoneJpegLeaks(served)).toEqual([]);
  });

  it("a picture over 2 MB is refused", async () => {
    const account = await signedIn();
    const refused = await uploadPicture(
      account,
      new File([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)], "big.png", {
        type: "image/png",
      })
    );
    expect(refused.screen.getByText("The picture must be at most 2 MB")).toBeTruthy();
  });
});

describe("settings", () => {
  it("newsletter choice, password change, and deleting the account after a confirmation", async () => {
    const account = await signedIn();
    const settings = await account.open("/profile/settings");
    expect((settings.screen.getByLabelText("Subscribe to our blog") as HTMLInputElement).checked).toBe(true);
    const newsletter = settings.screen.getByLabelText("Subscribe to our blog").getAttribute("name")!;
    // No value chosen: the box is unchecked, so it is not posted.
    const saved = await answer(account, settings, "Save newsletter choice", {
      [newsletter]: [],
    });
    expect(flashOf(saved)).toBe("Your newsletter choice has been saved");
    expect((saved.screen.getByLabelText("Subscribe to our blog") as HTMLInputElement).checked).toBe(false);

    const passwordForm = formWith(saved, "Change password");
    const mismatch = await answer(
      account,
      saved,
      "Change password",
      byLabel(
        saved,
        {
          "Current password": PASSWORD,
          "New password": "another password",
          "Confirm new password": "another passwort",
        },
        passwordForm
      )
    );
    expect(mismatch.status).toBe(400);
    const confirmField = field(formWith(mismatch, "Change password"), "Confirm new password");
    expect(errorOf(mismatch, confirmField)).toBe("Passwords do not match");
    // Passwords never come back in the page: without JavaScript all three are typed again.
    expect(confirmField.value).toBe("");
    const changed = await answer(
      account,
      mismatch,
      "Change password",
      byLabel(
        mismatch,
        {
          "Current password": PASSWORD,
          "New password": "another password",
          "Confirm new password": "another password",
        },
        formWith(mismatch, "Change password")
      )
    );
    expect(flashOf(changed)).toBe("Your password has been changed");

    const asking = await account.open(changed.screen.getByRole("link", { name: "Delete my account" }).getAttribute("href")!);
    const dialog = asking.screen.getByRole("dialog", {
      name: "Delete your account?",
    });
    const wrong = await answer(account, asking, "Delete account permanently", byLabel(asking, { Password: PASSWORD }, dialog));
    expect(wrong.status).toBe(400);
    expect(within(wrong.screen.getByRole("dialog")).getByText("Current password is incorrect")).toBeTruthy();
    const deleted = await answer(
      account,
      wrong,
      "Delete account permanently",
      byLabel(wrong, { Password: "another password" }, wrong.screen.getByRole("dialog"))
    );
    expect(pathOf(deleted)).toBe("/");
    expect(flashOf(deleted)).toBe("Your account and its personal data have been deleted");
    expect(await canSignIn(account.email, "another password")).toBe(401);
  });
});

describe("overview and saved", () => {
  it("every profile page answers a signed-in visitor 200 with its heading", async () => {
    const account = await signedIn();
    for (const { path, heading } of PROFILE_ROUTES) {
      const page = await account.open(path);
      expect(page.status, path).toBe(200);
      expect(page.screen.getByRole("heading", { level: 1 }).textContent, path).toMatch(typeof heading === "string" ? new RegExp(`^${heading}$`) : heading);
    }
  });

  it("overview shows the saved counts and what this account sent", async () => {
    const account = await signedIn();
    const overview = await account.open("/profile/overview");
    expect(
      overview.screen.getByRole("heading", {
        level: 2,
        name: "Sent from this account",
      })
    ).toBeTruthy();
    expect(
      overview.screen.getByText(`signed in as ${account.email}`, {
        exact: false,
      })
    ).toBeTruthy();
    expect(overview.screen.getByText("Saved solutions")).toBeTruthy();
    expect(overview.screen.getByText("Job applications")).toBeTruthy();
  });

  it("saved: empty tabs, page sizes 10/20/30/40 applied without JavaScript, and a true count", async () => {
    const account = await signedIn();
    const saved = await account.open("/profile/saved");
    expect(saved.screen.getByRole("tab", { name: "Plants" }).getAttribute("aria-selected")).toBe("true");
    expect(saved.screen.getByText("You have not saved any plants yet.")).toBeTruthy();
    expect(saved.screen.getByText("Showing 0 of 0")).toBeTruthy();
    const size = saved.screen.getByLabelText("Rows per page") as HTMLSelectElement;
    expect([...size.querySelectorAll("option")].map((option) => option.textContent)).toEqual(["10", "20", "30", "40"]);
    const sized = await account.land(await account.submit(saved, formWith(saved, "Apply"), { values: { [size.name]: "30" }, button: "Apply" }));
    expect(sized.url).toMatch(/size=30/);
    // The option the server marked selected (happy-dom's select.value does not follow it).
    expect(sized.screen.getByLabelText("Rows per page").querySelector("option[selected]")?.textContent).toBe("30");
    const solutions = await account.open(sized.screen.getByRole("tab", { name: "Solutions" }).getAttribute("href")!);
    expect(solutions.url).toMatch(/tab=solutions&size=30/);
    expect(solutions.screen.getByText("You have not saved any solutions yet.")).toBeTruthy();
    // Nonsense in the URL falls back instead of failing.
    expect((await account.open("/profile/saved?tab=x&page=-4&size=999&delete=abc")).status).toBe(200);
  });

  it("saved: a draft solution's id liked by a visitor is refused, and no saved page or confirmation names it", async () => {
    const editor = await staffMember(["editor"]);
    const name = `Unreleased blend ${randomUUID().slice(0, 6)}`;
    const form = await editor.open("/staff/solutions/new");
    fillIn(form, { Name: name });
    const draft = await editor.land(await editor.submit(form, formWith(form, "Create draft"), { button: "Create draft" }), form.url);
    const draftId = /\/staff\/solutions\/(\d+)/.exec(draft.url)![1];

    const account = await signedIn();
    const like = (id: string) => account.post("/likes", new URLSearchParams({ kind: "solution", id, liked: "true", respond: "json" }));
    const draftLike = await like(draftId);
    expect((await like("1")).status).toBe(200);
    const saved = await account.open("/profile/saved?tab=solutions");
    expect(saved.screen.getByText("Showing 1 of 1")).toBeTruthy();
    const own = Number(/delete=(\d+)/.exec(saved.document.querySelector("a[href*='delete=']")!.getAttribute("href")!)![1]);
    // Like ids are sequential: the attack asked the delete confirmation for the ids just before its own.
    for (let likeId = Math.max(1, own - 20); likeId <= own; likeId++) {
      const page = await account.open(`/profile/saved?tab=solutions&delete=${likeId}`);
      expect(page.document.body.textContent, `delete=${likeId}`).not.toContain(name);
    }
    expect(draftLike.status).toBe(404);
  });
});
