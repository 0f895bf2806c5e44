/** Removing a saved item (the confirmation dialog of /profile/saved): the item's id and where to go back to. */
import { z } from "zod";
import { formValidator } from "./kit";

export const DELETE_SAVED_FORM_ID = "delete-saved";

const deleteSavedSchema = z.object({
  like_id: z.coerce.number().int().min(1).max(2_147_483_647),
  return_to: z.string().optional(),
});

export const deleteSavedValidator = formValidator(deleteSavedSchema);
