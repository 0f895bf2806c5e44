/** LocalBackend, job board calls: departments, vacancies and applications, from app/models. */
import { insertJobApplication } from "~/models/job-applications.server";
import { receiptQueued } from "~/models/mail-queue.server";
import { listDepartments } from "~/models/reference-lists.server";
import { getVacancy, listVacancies, vacancyOpenness } from "~/models/vacancies.server";
import { VACANCY_MESSAGES } from "~/forms/vacancies";
import { removeUpload } from "~/utils/upload.server";
import type { CareersBackend } from "../backend";
import { BackendError } from "../errors";
import { PAGE_SIZE_DEFAULT } from "../contract";
import type { Locale } from "~/i18n/locales";

/** The job board calls, its content in `locale`. */
export const localCareers = (locale: Locale): CareersBackend => ({
  listDepartments: () => listDepartments(locale),

  listVacancies: (query = {}) =>
    listVacancies({ department: query.department, page: query.page ?? 1, pageSize: query.page_size ?? PAGE_SIZE_DEFAULT, locale }),

  getVacancy: (id) => getVacancy(id, locale),

  async submitApplication(payload, key, sender) {
    const openness = await vacancyOpenness(payload.vacancy);
    if (!openness) throw new BackendError("Invalid vacancy selected", 400, { vacancy: ["Invalid vacancy selected"] });
    // Closed by hand or by its closing date: no more applications; the caller removes the uploaded file.
    if (openness === "closed") throw new BackendError(VACANCY_MESSAGES.closed, 400, { vacancy: [VACANCY_MESSAGES.closed] });
    // The same submission sent twice is one application: its second copy of the file is not kept.
    const { reference, stored } = await insertJobApplication(payload, key, sender?.userId, sender?.locale);
    if (!stored) await removeUpload(payload.resume.path);
    return { status: 201, message: "Application submitted successfully!", reference, receipt: await receiptQueued(reference, payload.email) };
  },
});
