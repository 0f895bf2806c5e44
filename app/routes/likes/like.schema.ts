/** The like toggle's form: which card, the new state, and where to go back to without JavaScript. */
import { z } from "zod";

export const LikeSchema = z.object({
  kind: z.enum(["solution", "plant"]),
  id: z.coerce.number().int().positive().max(2_147_483_647),
  liked: z.enum(["true", "false"]).transform((v) => v === "true"),
  redirectTo: z.string().optional(),
  /** Sent by the fetcher: answer with JSON instead of a redirect. */
  respond: z.literal("json").optional(),
});
