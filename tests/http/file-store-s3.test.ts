/**
 * The built server with its files in S3 (FILE_STORE_URL at a fake S3 server, s3rver from npm; a server of its own, as
 * the run's server keeps files in its local folder): the Arabic hiring form, posted as a browser without JavaScript
 * posts it, takes a CV of the largest size (the body limit reads the address without /ar) and the CV lands in the
 * bucket byte for byte, with no copy left under UPLOAD_DIR.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAX_RESUME_BYTES } from "~/forms/application";
import { FAKE_S3_CREDENTIALS, startFakeS3 } from "../support/fake-s3";
import { minimalPdf } from "../support/resume-files";
import { startFreshServer } from "../support/server";
import { Visitor } from "../support/visitor";
import { formWith } from "./support";

const PREFIX = "site/";

let fake: Awaited<ReturnType<typeof startFakeS3>>;
let server: Awaited<ReturnType<typeof startFreshServer>>;

beforeAll(async () => {
  fake = await startFakeS3("files");
  server = await startFreshServer({
    FILE_STORE_URL: `s3://files/${PREFIX}`,
    FILE_STORE_ENDPOINT: fake.endpoint,
    AWS_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
  });
});

afterAll(async () => {
  await server?.stop();
  await fake?.stop();
});

/** The files under the server's UPLOAD_DIR (DATA_DIR/uploads), where uploads are checked before they are stored. */
function filesUnderUploadDir() {
  const uploadDir = path.join(server.dataDir, "uploads");
  try {
    return readdirSync(uploadDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  } catch {
    return [];
  }
}

it("an Arabic application with a 5 MB CV is taken, and the CV is stored in the bucket byte for byte", async () => {
  // A PDF padded with trailing spaces to the largest CV taken: far past an ordinary form's 64 KB.
  const cv = Buffer.concat([minimalPdf(), Buffer.alloc(MAX_RESUME_BYTES - minimalPdf().length, 0x20)]);
  const applicant = new Visitor(server.base);
  const form = await applicant.open("/ar/career/1/hiring");
  const response = await applicant.submit(form, formWith(form, "إرسال"), {
    values: { first_name: "عائشة", last_name: "البلوشية", email: "aisha.s3@example.om", phone_number: "+968 9123 4567" },
    files: { resume: new File([new Uint8Array(cv)], "cv.pdf", { type: "application/pdf" }) },
    button: "إرسال",
  });
  expect(response.status, server.output().slice(-2000)).toBe(302);
  const page = await applicant.land(response);
  expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("تم إرسال طلب التوظيف بنجاح!");
  expect(new URL(page.url).pathname).toMatch(/^\/ar\/confirmation\//);

  const keys = await fake.keys(`${PREFIX}resumes/`);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^site\/resumes\/[0-9a-f]{32}\.pdf$/);
  expect((await fake.bytesOf(keys[0]))?.equals(cv)).toBe(true);
  expect(filesUnderUploadDir()).toEqual([]);
});
