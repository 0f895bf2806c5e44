/**
 * The hazard form's names, shared by the page (which must not load the statement lists) and its schema (./hazards.ts).
 */
export const HAZARDS_FORM_ID = "solution-hazards";

/** Rows of class-and-category selects in the form; empty rows are ignored. */
export const CLASSIFICATION_ROWS = 8;
export const classificationFieldName = (row: number) => `class_${row}`;
/** A select's value: the class id and the category, which may hold spaces ("Type B", "Compressed gas"). */
export const classificationValue = ({ hazardClass, category }: { hazardClass: string; category: string }) => `${hazardClass}|${category}`;
