/** The basket page's form ids, in their own module: the page reads them without loading its forms' code. */

/** A line's form, by its solution: an answer names the one line it is for. */
export const lineFormId = (solutionId: number) => `basket-line-${solutionId}`;

export const REQUEST_FORM_ID = "basket-request";
