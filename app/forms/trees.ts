/**
 * The trees editor's forms (/staff/categories, /staff/processes and /staff/problems): one set of validators and
 * words for the three trees, each tree naming its own nodes ("category"/"subcategory", "process"/"subprocess",
 * "problem"/"problem" under a group) and what links to them (solutions, plants). A node's name has an optional Arabic twin (`name_ar`, under the same
 * rules; empty is stored as null and the Arabic pages show the English). No server imports: the browser runs the same
 * validators.
 */
import { z } from "zod";
import { checkbox, formValidator } from "./kit";

export type TreeKind = "category" | "process" | "problem";

export interface TreeWords {
  /** The audit log's target kind and the prefix of its actions (category.create…). */
  kind: TreeKind;
  /** The page's address. */
  path: string;
  title: string;
  noun: string;
  child: string;
  children: string;
  /** What links to a node: solutions (categories) or plants (processes). */
  linked: string;
  linkedOne: string;
  /** The page's first paragraph: what the tree is for. */
  about: string;
}

export const TREES: Record<TreeKind, TreeWords> = {
  category: {
    kind: "category",
    path: "/staff/categories",
    title: "Categories",
    noun: "category",
    child: "subcategory",
    children: "subcategories",
    linked: "solutions",
    linkedOne: "solution",
    about: "The category tree the public filters show.",
  },
  process: {
    kind: "process",
    path: "/staff/processes",
    title: "Processes",
    noun: "process",
    child: "subprocess",
    children: "subprocesses",
    linked: "plants",
    linkedOne: "plant",
    about: "The process tree the public filters show.",
  },
  problem: {
    kind: "problem",
    path: "/staff/problems",
    title: "Problems",
    noun: "problem",
    child: "problem",
    children: "problems",
    linked: "solutions",
    linkedOne: "solution",
    about:
      "The problem list the finder (/find) starts from: the top level holds the groups, and the problems sit under them. " +
      "A problem's address is made from its first English name; renaming it keeps the address, so shared /find links stay valid.",
  },
};

/** The longest address a problem gets from its name. */
const SLUG_MAX_LENGTH = 60;

/**
 * A problem's address from its English name: lower case ASCII letters and digits, words joined by "-". Accents are
 * dropped and subscript digits read as digits by the compatibility decomposition (H₂S → "h2s", Émulsion → "emulsion");
 * a name with no such character at all gets "problem". The caller appends -2, -3… when it is taken.
 */
export function slugFromName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
  return slug || "problem";
}

export const NAME_MAX_LENGTH = 120;

export const TREE_MESSAGES = {
  nameRequired: "Enter a name.",
  nameTooLong: `Names must be at most ${NAME_MAX_LENGTH} characters.`,
  nameControl: "Names cannot contain control characters (line breaks, tabs and the like).",
  nameMarkup: "Names cannot contain < or >.",
  nameTaken: (w: TreeWords) => `Another ${w.noun} at this place in the tree already has this name (names are compared without case).`,
  nodeRequired: (w: TreeWords) => `Choose a ${w.noun}.`,
  parentMissing: (w: TreeWords) => `The chosen parent ${w.noun} no longer exists. Choose another.`,
  cycle: (w: TreeWords) => `A ${w.noun} cannot move under itself or one of its own ${w.children}.`,
  mergeSelf: (w: TreeWords) => `A ${w.noun} cannot be merged into itself. Choose another ${w.noun}.`,
  mergeDescendant: (w: TreeWords) => `A ${w.noun} cannot be merged into one of its own ${w.children}. Move that ${w.child} out first, or choose another ${w.noun}.`,
  mergeClash: (w: TreeWords, name: string) =>
    `The chosen ${w.noun} already has a ${w.child} named “${name}”, like one of this ${w.noun}'s. Rename or merge one of them first.`,
  mergeConfirm: "Tick the box to confirm the merge.",
  notEmpty: (w: TreeWords, children: number, linked: number) =>
    `This ${w.noun} cannot be deleted: it has ${[
      children ? `${children} ${children === 1 ? w.child : w.children}` : null,
      linked ? `${linked} ${linked === 1 ? w.linkedOne : w.linked} linked to it` : null,
    ]
      .filter(Boolean)
      .join(" and ")}. Merge it into another ${w.noun} instead: its ${w.linked} and ${w.children} move there.`,
} as const;

/** Control characters (C0, DEL, C1) and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

const nameField = z
  .string({ required_error: TREE_MESSAGES.nameRequired, invalid_type_error: TREE_MESSAGES.nameRequired })
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, TREE_MESSAGES.nameRequired)
      .max(NAME_MAX_LENGTH, TREE_MESSAGES.nameTooLong)
      .refine((value) => !CONTROL.test(value), TREE_MESSAGES.nameControl)
      .refine((value) => !/[<>]/.test(value), TREE_MESSAGES.nameMarkup),
  );

/** The Arabic name: optional, else under the English name's rules; "" (none) is null. */
const nameArField = z
  .string()
  .default("")
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .max(NAME_MAX_LENGTH, TREE_MESSAGES.nameTooLong)
      .refine((value) => !CONTROL.test(value), TREE_MESSAGES.nameControl)
      .refine((value) => !/[<>]/.test(value), TREE_MESSAGES.nameMarkup),
  )
  .transform((value) => value || null);

const ID = /^\d{1,9}$/;

/** A node's id as posted (a hidden field or a select): a positive whole number. */
const nodeId = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .refine((value) => ID.test(value) && Number(value) >= 1, message)
    .transform(Number);

/** A parent as chosen in a select: "" for the top level, else a node's id. */
const parentId = (message: string) =>
  z
    .string()
    .default("")
    .refine((value) => value === "" || (ID.test(value) && Number(value) >= 1), message)
    .transform((value) => (value === "" ? null : Number(value)));

export const TREE_FORM_IDS = {
  add: "tree-add",
  rename: "tree-rename",
  move: "tree-move",
  order: "tree-order",
  merge: "tree-merge",
  remove: "tree-delete",
} as const;

/** The page's forms, one validator each; the words of one tree name its nodes in the messages. */
export function treeValidators(w: TreeWords) {
  const node = nodeId(TREE_MESSAGES.nodeRequired(w));
  return {
    add: formValidator(z.object({ intent: z.literal("add"), name: nameField, name_ar: nameArField, parent: parentId(TREE_MESSAGES.parentMissing(w)) })),
    rename: formValidator(z.object({ intent: z.literal("rename"), node, version: z.string().default(""), name: nameField, name_ar: nameArField })),
    move: formValidator(z.object({ intent: z.literal("move"), node, parent: parentId(TREE_MESSAGES.parentMissing(w)) })),
    order: formValidator(z.object({ intent: z.literal("order"), node, direction: z.enum(["up", "down"]) })),
    merge: formValidator(
      z.object({
        intent: z.literal("merge"),
        node,
        target: nodeId(TREE_MESSAGES.nodeRequired(w)),
        confirm: z
          .unknown()
          .transform(checkbox)
          .refine((ticked) => ticked, TREE_MESSAGES.mergeConfirm),
      }),
    ),
    remove: formValidator(z.object({ intent: z.literal("delete"), node })),
  };
}

/** The selected node, from the page's `?node=` (anything but a plain id is "none": the loader answers 400). */
export function selectedNodeFrom(params: URLSearchParams): { ok: true; id: number | null } | { ok: false } {
  const text = params.get("node");
  if (text === null || text === "") return { ok: true, id: null };
  if (!ID.test(text) || Number(text) < 1) return { ok: false };
  return { ok: true, id: Number(text) };
}
