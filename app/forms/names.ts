/**
 * What the pages say about their public forms beside the forms themselves: ids, option lists, addresses. No zod and no
 * form library here, so a page can use them while its form loads when wanted (~/forms/lazy-form, decision 0018).
 */
import type { DataSheetKind } from "~/backend/contract";

export const QUOTE_FORM_ID = "quote";

/** Spec §8: what the data-sheet and quote requests' toasts say. */
export const REQUEST_SUCCESS_MESSAGE = "Your request has been submitted successfully";
export const REQUEST_FAILURE_MESSAGE = "When submitting the form, an error occurred please try again";

export const RESET_PASSWORD_FORM_ID = "reset-password";

const REQUEST_KINDS = ["msds", "tds", "inquiry"] as const satisfies readonly DataSheetKind[];

export function isDataSheetKind(value: string | undefined): value is DataSheetKind {
  return (REQUEST_KINDS as readonly string[]).includes(value ?? "");
}

/** One form id per kind: the page and the dialog of a kind are the same form. */
export function dataSheetRequestFormId(kind: DataSheetKind) {
  return `request-${kind}`;
}

/** The request form's own page, which its dialog loads and posts to. */
export function dataSheetRequestAction(solutionId: number, kind: DataSheetKind) {
  return `/solution/${solutionId}/request/${kind}`;
}
