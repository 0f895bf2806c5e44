/** POST /api/v1/job_board/applications/ (multipart): a job application with its resume, streamed to disk, at most 5 MB. */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { MaxPartSizeExceededError, unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { ApplicationFields, RESUME_EXTENSIONS, RESUME_MAX_BYTES, RESUME_MESSAGES } from "~/backend/api-schemas";
import { getBackend } from "~/backend/index.server";
import { apiError } from "~/utils/api.server";
import { bearerAuth, created, postOnly, validated } from "~/utils/api-route.server";
import { getEnv } from "~/utils/env.server";

/** Room for the text fields and multipart framing on top of the resume itself. */
const BODY_LIMIT = RESUME_MAX_BYTES + 64 * 1024;
const FIELD_LIMIT = 16 * 1024;

interface StoredResume {
  path: string;
  originalName: string;
  type: string;
  size: number;
}

function resumeUploadHandler(directory: string, stored: StoredResume[]): UploadHandler {
  return async ({ name, filename, contentType, data }) => {
    if (name !== "resume" || !filename) {
      let size = 0;
      const chunks: Uint8Array[] = [];
      for await (const chunk of data) {
        size += chunk.byteLength;
        if (size > FIELD_LIMIT) throw new MaxPartSizeExceededError(name, FIELD_LIMIT);
        chunks.push(chunk);
      }
      return filename ? null : Buffer.concat(chunks).toString("utf8");
    }
    await mkdir(directory, { recursive: true });
    const file: StoredResume = {
      path: path.join(directory, `${randomBytes(16).toString("hex")}${path.extname(filename).toLowerCase().slice(0, 6)}`),
      originalName: path.basename(filename).slice(0, 200),
      type: contentType || "application/octet-stream",
      size: 0,
    };
    stored.push(file);
    const out = createWriteStream(file.path, { flags: "wx" });
    try {
      for await (const chunk of data) {
        file.size += chunk.byteLength;
        if (file.size > RESUME_MAX_BYTES) throw new MaxPartSizeExceededError(name, RESUME_MAX_BYTES);
        if (!out.write(chunk)) await new Promise((resolve) => out.once("drain", resolve));
      }
    } finally {
      await new Promise((resolve) => out.end(resolve));
    }
    return file.path;
  };
}

const route = postOnly(async ({ request }) => {
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    return apiError(415, "Send the application as multipart/form-data");
  }
  if (Number(request.headers.get("content-length") ?? "0") > BODY_LIMIT) {
    return apiError(413, RESUME_MESSAGES.tooLarge, { resume: [RESUME_MESSAGES.tooLarge] });
  }
  const stored: StoredResume[] = [];
  let keep = false;
  try {
    let form: FormData;
    try {
      form = await unstable_parseMultipartFormData(request, resumeUploadHandler(path.join(getEnv().UPLOAD_DIR, "resumes"), stored));
    } catch (error) {
      if (error instanceof MaxPartSizeExceededError) return apiError(413, RESUME_MESSAGES.tooLarge, { resume: [RESUME_MESSAGES.tooLarge] });
      return apiError(400, "The form could not be read");
    }
    const fields = validated(
      Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string" && value !== "")),
      ApplicationFields,
    );
    const resume = stored[stored.length - 1];
    if (!resume || resume.size === 0) return apiError(400, RESUME_MESSAGES.missing, { resume: [RESUME_MESSAGES.missing] });
    if (!RESUME_EXTENSIONS.includes(path.extname(resume.originalName).toLowerCase())) {
      return apiError(400, RESUME_MESSAGES.type, { resume: [RESUME_MESSAGES.type] });
    }
    const backend = getBackend(bearerAuth(request));
    const vacancy = await backend.getVacancy(fields.vacancy);
    if (!vacancy) return apiError(400, "Invalid vacancy selected", { vacancy: ["Invalid vacancy selected"] });
    const key = request.headers.get("idempotency-key")?.slice(0, 100) || undefined;
    const result = await backend.submitApplication({ ...fields, resume }, key);
    keep = true;
    return created(result.message);
  } finally {
    // Only the resume of a stored application stays on disk.
    const discard = keep ? stored.slice(0, -1) : stored;
    await Promise.all(discard.map((file) => rm(file.path, { force: true })));
  }
});

export const loader = route.loader;
export const action = route.action;
