/** The shelf's download form: which sheet (solution, kind, language) to send a fresh link to the current revision of. */
import { z } from "zod";
import { formValidator } from "~/forms/kit";

const shelfDownloadSchema = z.object({
  solution_id: z.coerce.number().int().min(1).max(2_147_483_647),
  kind: z.enum(["msds", "tds"]),
  // A sheet's language code as the library stores it ("en", "ar", "de").
  language: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/),
});

export const shelfDownloadValidator = formValidator(shelfDownloadSchema);
