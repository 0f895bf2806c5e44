import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notify } from "~/components/flash-toast";
import { APPLICATION_MESSAGES as M } from "~/forms/application";
import type { Locale } from "~/i18n/locales";
import { chooseFile, renderPage } from "../../../tests/support/component";
import ApplicationForm from "./application-form";
import { sendApplication, type UploadAnswer } from "./upload-request";

// The toasts (sonner) and the upload (XMLHttpRequest, for its progress) are the browser's; here, what the form asks of them.
vi.mock("~/components/flash-toast", () => ({ notify: vi.fn() }));
vi.mock("./upload-request", () => ({ sendApplication: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const pdf = (name = "cv.pdf", bytes = 2048) => new File([new Uint8Array(bytes).fill(37)], name, { type: "application/pdf" });

function renderApplication({ locale = "en" }: { locale?: Locale } = {}) {
  return renderPage(() => <ApplicationForm vacancyId={1} submissionKey="key" />, { locale, path: "/career/1/hiring" });
}

/** The page's one form (it has no name of its own). */
const form = () => document.body.querySelector("form")!;
/** The CV input, by its label (which ends with a required mark). */
const resume = (label = "Resume (CV)") => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const textbox = (name: string) => screen.getByRole("textbox", { name });

async function fillApplicant(user: UserEvent) {
  await user.type(textbox("First name"), "Aisha");
  await user.type(textbox("Last name"), "Al-Balushi");
  await user.type(textbox("E-mail"), "aisha@example.om");
  await user.type(textbox("Phone number"), "+968 9123 4567");
}

/** An upload that stays in flight until released, then answers `answer`. */
function heldUpload(answer: UploadAnswer) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.mocked(sendApplication).mockImplementation(async (_url, _route, _body, onProgress) => {
    onProgress(40);
    await held;
    return answer;
  });
  return () => release();
}

/** Beside the field, and as an error toast. */
async function expectMessage(message: string) {
  expect(await within(form()).findByText(message, { selector: "[role=alert]" })).toBeTruthy();
  expect(notify).toHaveBeenCalledWith("error", message);
}

describe("the job application form", () => {
  it("an empty form shows every required message, beside its field and as a toast", async () => {
    const user = userEvent.setup();
    renderApplication();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    for (const message of [M.firstName, M.lastName, M.email, M.phoneNumber, M.resumeMissing]) await expectMessage(message);
    expect(textbox("First name").getAttribute("aria-invalid")).toBe("true");
    expect(resume().getAttribute("aria-invalid")).toBe("true");
    expect(sendApplication).not.toHaveBeenCalled();
  });

  it("the messages follow the visitor's corrections, the CV's too", async () => {
    const user = userEvent.setup();
    renderApplication();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(M.resumeMissing)).toBeTruthy();
    await user.type(textbox("First name"), "Aisha");
    await waitFor(() => expect(screen.queryByText(M.firstName)).toBeNull());
    expect(screen.getByText(M.lastName)).toBeTruthy();
    chooseFile(resume(), pdf());
    await waitFor(() => expect(screen.queryByText(M.resumeMissing)).toBeNull());
    expect(resume().getAttribute("aria-invalid")).toBeNull();
  });

  it("a file that is not DOC, DOCX, HTML, PDF or TXT is refused by its name, a 6 MB one by its size", async () => {
    const user = userEvent.setup();
    renderApplication();
    await fillApplicant(user);
    // A file chooser offers any file ("All files") whatever the input's accept list says, and so does chooseFile.
    chooseFile(resume(), new File(["MZ"], "setup.exe"));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await expectMessage(M.resumeType);

    chooseFile(resume(), new File([new Uint8Array(6 * 1024 * 1024)], "cv.txt", { type: "text/plain" }));
    expect(await screen.findByText(M.resumeTooLarge)).toBeTruthy();
    expect(screen.queryByText(M.resumeType)).toBeNull();
    expect(sendApplication).not.toHaveBeenCalled();
  });

  it("names the chosen CV and its size, and a file dropped on the upload area is the one chosen", () => {
    renderApplication();
    expect(screen.queryByTestId("resume-chosen")).toBeNull();
    chooseFile(resume(), pdf("Aisha CV.pdf", 2048));
    expect(screen.getByTestId("resume-chosen").textContent).toBe("Chosen: Aisha CV.pdf (2 KB)");

    const dropped = new File(["ten years of field experience"], "dropped-cv.txt", { type: "text/plain" });
    fireEvent.drop(screen.getByTestId("resume-drop-zone"), { dataTransfer: { files: [dropped] } });
    expect(screen.getByTestId("resume-chosen").textContent).toContain("dropped-cv.txt");
    expect(resume().files?.[0]?.name).toBe("dropped-cv.txt");
  });

  it("with JavaScript, Submit reads 'Submitting...' and a progress bar follows the upload", async () => {
    const user = userEvent.setup();
    const release = heldUpload({ status: 204, redirectTo: "/career/1/hiring", caught: false, body: "" });
    renderApplication();
    await fillApplicant(user);
    chooseFile(resume(), pdf());
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByRole("button", { name: "Submitting..." })).toHaveProperty("disabled", true);
    const progress = screen.getByRole("progressbar", { name: "Uploading your application: 40%" });
    expect(progress).toHaveProperty("value", 40);
    const [url, , body] = vi.mocked(sendApplication).mock.calls[0];
    expect(url).toBe("/career/1/hiring");
    expect((body.get("resume") as File).name).toBe("cv.pdf");
    release();
    expect(await screen.findByRole("button", { name: "Submit" })).toHaveProperty("disabled", false);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("an application to a vacancy that is not found reads 'Invalid vacancy selected'", async () => {
    const user = userEvent.setup();
    vi.mocked(sendApplication).mockResolvedValue({ status: 404, redirectTo: null, caught: true, body: "" });
    renderApplication();
    await fillApplicant(user);
    chooseFile(resume(), pdf());
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await expectMessage(M.vacancy);
  });

  it("a failure without a server message reads 'There was an error submitting your application.'", async () => {
    const user = userEvent.setup();
    // What a proxy in front of the site answers when the app is down: no message of ours.
    vi.mocked(sendApplication).mockResolvedValue({ status: 503, redirectTo: null, caught: false, body: "<h1>Service Unavailable</h1>" });
    renderApplication();
    await fillApplicant(user);
    chooseFile(resume(), pdf());
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await expectMessage(M.failure);
  });

  describe("under /ar", () => {
    it("an empty form shows every message in Arabic, beside its field and as a toast", async () => {
      const user = userEvent.setup();
      renderApplication({ locale: "ar" });
      await user.click(screen.getByRole("button", { name: "إرسال" }));
      for (const message of ["الاسم الأول مطلوب", "اسم العائلة مطلوب", "عنوان البريد الإلكتروني غير صالح", "رقم الهاتف مطلوب", "يُرجى رفع سيرتك الذاتية"]) {
        await expectMessage(message);
      }
      expect(screen.queryByText("First name is required")).toBeNull();
      expect(notify).not.toHaveBeenCalledWith("error", M.firstName);
    });

    it("names the chosen CV in Arabic and reads 'جارٍ الإرسال...' while it is sent", async () => {
      const user = userEvent.setup();
      const release = heldUpload({ status: 204, redirectTo: "/ar/career/1/hiring", caught: false, body: "" });
      renderApplication({ locale: "ar" });
      await user.type(textbox("الاسم الأول"), "عائشة");
      await user.type(textbox("اسم العائلة"), "البلوشية");
      await user.type(textbox("البريد الإلكتروني"), "aisha.ar@example.om");
      await user.type(textbox("رقم الهاتف"), "+968 9123 4567");
      chooseFile(resume("السيرة الذاتية"), pdf());
      expect(screen.getByTestId("resume-chosen").textContent).toContain("الملف المختار: cv.pdf");
      await user.click(screen.getByRole("button", { name: "إرسال" }));
      expect(await screen.findByRole("button", { name: "جارٍ الإرسال..." })).toHaveProperty("disabled", true);
      expect(vi.mocked(sendApplication).mock.calls[0][0]).toBe("/ar/career/1/hiring");
      release();
      expect(await screen.findByRole("button", { name: "إرسال" })).toHaveProperty("disabled", false);
    });
  });
});
