/** Every message, with fixed inputs: its subject, plain text and HTML kept as file snapshots for review. */
import { describe, expect, it, vi } from "vitest";
import { LINK_PLACEHOLDER } from "~/utils/sealed-link.server";
import type { MailContent } from "../content";
import { addressChangedMail, confirmNewAddressMail, passwordChangedMail, passwordResetMail, registrationAttemptMail, verifyAddressMail } from "./account";
import { applicationNotification, contactNotification, quoteNotification, requestNotification } from "./notifications";
import { applicationReceipt, contactReceipt, dataSheetReceipt, quoteReceipt } from "./receipts";

vi.mock("~/utils/public-origin.server", () => ({ publicOrigin: () => "https://www.sahel.example" }));

const ORIGIN = "https://www.sahel.example";
const solution = { solutionName: "SahelClean CI-301 corrosion inhibitor", solutionUrl: `${ORIGIN}/solution/7` };
const amal = { firstName: "Amal", lastName: "Al-Harthy", email: "amal@petro.example.om" };

/** Fixed inputs for every message, as the models pass them. */
export const MESSAGES: Record<string, () => MailContent> = {
  "verify-address": () => verifyAddressMail(),
  "confirm-new-address": () => confirmNewAddressMail(),
  "registration-attempt": () => registrationAttemptMail(),
  "password-reset": () => passwordResetMail(),
  "password-changed": () => passwordChangedMail({ changedAt: new Date("2026-03-14T09:30:00Z") }),
  "address-changed-to-old": () => addressChangedMail({ oldAddress: "amal@old.example.om", newAddress: "amal@new.example.om", toOld: true }),
  "address-changed-to-new": () => addressChangedMail({ oldAddress: "amal@old.example.om", newAddress: "amal@new.example.om", toOld: false }),
  "receipt-msds": () => dataSheetReceipt({ kind: "msds", reference: "MSDS-2026-000123", firstName: "Amal", ...solution }),
  "receipt-tds-signed-in": () => dataSheetReceipt({ kind: "tds", reference: "TDS-2026-000124", firstName: "Amal", ...solution, signedIn: true }),
  "receipt-inquiry": () =>
    dataSheetReceipt({
      kind: "inquiry",
      reference: "INQ-2026-000125",
      firstName: "Amal",
      ...solution,
      message: "We dose 40 ppm today.\nCould you suggest a test programme for two wells?",
    }),
  "receipt-quote": () =>
    quoteReceipt({ reference: "QUOTE-2026-000009", fullName: "Amal Al-Harthy", ...solution, quantity: "2.5", unit: "kg", signedIn: true }),
  "receipt-contact": () => contactReceipt({ reference: "MSG-2026-000042", firstName: "Huda", message: "Do you have an office in Sohar?\n\nThank you." }),
  "receipt-application": () =>
    applicationReceipt({ reference: "JOB-2026-000007", firstName: "Aisha", vacancyTitle: "Field Service Engineer", vacancyUrl: `${ORIGIN}/career/3` }),
  "notification-msds": () =>
    requestNotification({ kind: "msds", reference: "MSDS-2026-000123", ...solution, ...amal, company: "Petro Example LLC", jobFunction: "Procurement", country: "Oman" }),
  "notification-inquiry": () =>
    requestNotification({
      kind: "inquiry",
      reference: "INQ-2026-000125",
      ...solution,
      ...amal,
      company: "Petro Example LLC",
      jobFunction: "Production engineer",
      country: "Oman",
      message: "We dose 40 ppm today.\nCould you suggest a test programme for two wells?",
    }),
  "notification-quote": () =>
    quoteNotification({
      reference: "QUOTE-2026-000009",
      ...solution,
      fullName: "Amal Al-Harthy",
      email: amal.email,
      mobile: "+968 9123 4567",
      company: "",
      quantity: "2.5",
      unit: "kg",
      note: "Delivery to Sohar, please.",
    }),
  "notification-contact": () =>
    contactNotification({
      reference: "MSG-2026-000042",
      firstName: "Huda",
      lastName: "Al-Said",
      email: "huda@example.om",
      phoneNumber: "+968 9000 0000",
      city: "Sohar",
      message: "Do you have an office in Sohar?\n\nThank you.",
    }),
  "notification-application": () =>
    applicationNotification({
      reference: "JOB-2026-000007",
      vacancyTitle: "Field Service Engineer",
      firstName: "Aisha",
      lastName: "Al-Balushi",
      email: "aisha@example.om",
      phoneNumber: "+968 9555 1234",
      coverLetter: "",
      applicationUrl: `${ORIGIN}/staff/applications/7`,
    }),
};

describe("messages (file snapshots in app/mail/__snapshots__/)", () => {
  it.each(Object.keys(MESSAGES))("%s", async (name) => {
    const mail = MESSAGES[name]();
    await expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchFileSnapshot(`../__snapshots__/${name}.txt`);
    await expect(mail.html).toMatchFileSnapshot(`../__snapshots__/${name}.html`);
  });
});
