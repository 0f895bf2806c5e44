/** The solution page's small forms besides the editor: status, delete, a plant added or removed. */
import { z } from "zod";
import { checkbox, formValidator } from "./kit";

export const STATUS_FORM_ID = "solution-status";
export const DELETE_FORM_ID = "solution-delete";

export const statusValidator = formValidator(z.object({ status: z.enum(["published", "draft"]) }));

export const deleteValidator = formValidator(
  z.object({ confirm: z.unknown().transform(checkbox).pipe(z.literal(true, { errorMap: () => ({ message: "Tick the box to confirm." }) })) }),
);

export const plantValidator = formValidator(
  z.object({ plant: z.string().regex(/^[1-9]\d{0,8}$/, "Choose a plant.").transform(Number) }),
);
