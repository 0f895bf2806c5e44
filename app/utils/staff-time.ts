/** Times on the staff side: Oman's time zone, the same format on every page (dates and minutes; `seconds` for the audit log). */
export const STAFF_TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Muscat", dateStyle: "medium", timeStyle: "short" });
export const STAFF_TIME_SECONDS = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Muscat", dateStyle: "medium", timeStyle: "medium" });
