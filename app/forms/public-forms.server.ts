/**
 * What the public pages' actions need from their forms' modules, through a `.server` module: the browser build
 * replaces it with nothing, so a route's own chunk does not carry the form's zod schema and the form library (its
 * form loads them when wanted, ~/forms/lazy-form; decision 0018). A route's component imports nothing from here.
 */
export { CONTACT_FAILURE, CONTACT_FIELDS, CONTACT_FORM_ID, CONTACT_SUCCESS, contactValidator, countryIdOf } from "./contact";
export { DATA_SHEET_REQUEST_FIELDS, dataSheetRequestValidator } from "./data-sheet-request";
export { loginValidator } from "./login";
export { QUOTE_FIELDS, quoteValidator } from "./quote";
export { REGISTER_FIELDS, registerValidator } from "./register";
export { APPLICATION_FIELDS, APPLICATION_FORM_ID, APPLICATION_MESSAGES, applicationValidator } from "./application";
export { VACANCY_MESSAGES } from "./vacancies";
export { MESSAGES } from "~/utils/account-fields";
export { forgotPasswordValidator, RESET_REQUESTED_MESSAGE } from "./forgot-password";
export { resetPasswordValidator } from "./reset-password";
export { PROFILE_MESSAGES } from "./profile";
export { basketMergeDropped } from "./basket";
