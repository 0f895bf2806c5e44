/** RemoteBackend, job board calls (spec §7): departments, vacancies, multipart applications. */
import { readFile } from "node:fs/promises";
import { z } from "zod";
import type { CareersBackend } from "../backend";
import { IdName, PAGE_SIZE_DEFAULT, Vacancy } from "../contract";
import { BackendError } from "../errors";
import { removeUpload } from "~/utils/upload.server";
import type { RemoteClient } from "./client.server";
import { listOf } from "./catalog.server";
import { sanitizeRichText } from "~/utils/sanitize.server";

/** The vacancy text is shown as HTML: sanitized here like the local one, whatever the remote API stored. */
const SafeVacancy = Vacancy.transform((v) => ({ ...v, content: sanitizeRichText(v.content) }));

export function remoteCareers(client: RemoteClient): CareersBackend {
  async function allVacancies() {
    return (await client.request("GET", "v1/job_board/vacancies/", { schema: listOf(SafeVacancy) })).body;
  }
  return {
    async listDepartments() {
      return (await client.request("GET", "v1/job_board/departments/", { schema: listOf(IdName) })).body;
    },
    async listVacancies(query = {}) {
      // The owner's API answers one data array; pages are cut here.
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? PAGE_SIZE_DEFAULT;
      const all = (await allVacancies()).filter((v) => !query.department || v.department.id === query.department);
      const last = Math.max(1, Math.ceil(all.length / pageSize));
      return {
        count: all.length,
        next: page < last ? `?page=${page + 1}&page_size=${pageSize}` : null,
        previous: page > 1 ? `?page=${page - 1}&page_size=${pageSize}` : null,
        results: all.slice((page - 1) * pageSize, page * pageSize),
      };
    },
    async getVacancy(id) {
      // Spec §3: the vacancy is matched against the route id as an integer.
      return (await allVacancies()).find((v) => v.id === id) ?? null;
    },
    async submitApplication(payload, _key, sender) {
      const form = new FormData();
      form.set("first_name", payload.first_name);
      form.set("last_name", payload.last_name);
      form.set("email", payload.email);
      form.set("phone_number", payload.phone_number);
      form.set("cover_letter", payload.cover_letter ?? "");
      form.set("vacancy", String(payload.vacancy));
      const bytes = await readFile(payload.resume.path);
      form.set("resume", new Blob([bytes], { type: payload.resume.type }), payload.resume.originalName);
      // The owner's API keeps the file; this server's copy was only the upload on its way there.
      const { status, body } = await client
        .request("POST", "v1/job_board/applications/", {
          formData: form,
          locale: sender?.locale,
          schema: z.object({ message: z.string().optional() }).passthrough().nullable(),
        })
        .finally(() => removeUpload(payload.resume.path));
      if (status !== 201) throw new BackendError("Failed to submit application", status);
      return { status, message: body?.message || "Application submitted successfully!" };
    },
  };
}
