/** What the requester reads of the inbox's status: spam is never named to them, it reads as closed. */
export const STATUS_KEYS = { new: "new", in_progress: "in_progress", answered: "answered", closed: "closed", spam: "closed" } as const;
