/**
 * The loader and action of the tree pages (/staff/categories, /staff/processes, /staff/problems): one implementation,
 * the route names its tree. The loader reads the whole tree and the node chosen with `?node=`; the action dispatches on
 * `intent` (add, rename, move, order, merge, delete), each refusal answered in its form with what was chosen kept,
 * each success a redirect with a toast.
 */
import { json, redirect } from "@remix-run/node";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { contentIsRemote, refuseRemoteEditing } from "~/utils/content-editing.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import type { StaffRole } from "~/db/schema";
import { addNode, deleteNode, loadEditorTree, mergeNode, moveNode, orderNode, renameNode, type EditorNode, type TreeRefusal } from "~/models/trees.server";
import { formFailure, validateForm } from "./action.server";
import { CONTENT_MESSAGES, postedVersion } from "./content";
import type { FieldErrors } from "./kit";
import { staleAnswer } from "./editor-action.server";
import { readStaffForm } from "./staff-action.server";
import { selectedNodeFrom, TREE_MESSAGES, TREES, treeValidators, type TreeKind, type TreeWords } from "./trees";

const TREE_ROLES: readonly StaffRole[] = ["editor", "admin"];

/** The chosen node as the page's forms need it. */
interface SelectedNode {
  id: number;
  name: string;
  nameAr: string | null;
  version: number;
  parentId: number | null;
  linked: number;
  /** A problem's address; null in the other trees. */
  slug: string | null;
  childCount: number;
  first: boolean;
  last: boolean;
}

function find(list: EditorNode[], id: number): { node: EditorNode; siblings: EditorNode[] } | null {
  for (const node of list) {
    if (node.id === id) return { node, siblings: list };
    const found = find(node.children, id);
    if (found) return found;
  }
  return null;
}

export async function treeLoader(kind: TreeKind, request: Request) {
  await requireStaff(request, TREE_ROLES);
  const headers = cacheHeaders("private");
  if (contentIsRemote()) return json({ remote: true as const, roots: [], options: [], selected: null }, { headers });
  const chosen = selectedNodeFrom(new URL(request.url).searchParams);
  if (!chosen.ok) throw new Response(`This address names no ${TREES[kind].noun}.`, { status: 400, statusText: "Bad Request" });
  const { roots, options } = await loadEditorTree(kind);
  let selected: SelectedNode | null = null;
  if (chosen.id !== null) {
    const found = find(roots, chosen.id);
    if (!found) throw new Response(CONTENT_MESSAGES.missing(TREES[kind].noun), { status: 404, statusText: "Not Found" });
    const { node, siblings } = found;
    selected = {
      id: node.id,
      name: node.name,
      nameAr: node.nameAr,
      version: node.version,
      parentId: node.parentId,
      linked: node.linked,
      slug: node.slug,
      childCount: node.children.length,
      first: siblings[0] === node,
      last: siblings.at(-1) === node,
    };
  }
  return json({ remote: false as const, roots, options, selected }, { headers });
}

function refusalAnswer(w: TreeWords, refusal: TreeRefusal, formData: FormData, field: "name" | "parent" | "target") {
  const headers = cacheHeaders("private");
  const fieldError = (message: string) => formFailure(400, { fieldErrors: { [field]: message } as FieldErrors, fields: formData }, { headers });
  const formError = (message: string, status = 400) => formFailure(status, { formError: message, fields: formData }, { headers });
  switch (refusal.reason) {
    case "missing":
      return redirectWithError(w.path, CONTENT_MESSAGES.missing(w.noun));
    case "stale":
      return staleAnswer(formData, undefined, w.noun, refusal.currentVersion);
    case "name-taken":
      return fieldError(TREE_MESSAGES.nameTaken(w));
    case "parent-missing":
      return fieldError(TREE_MESSAGES.parentMissing(w));
    case "cycle":
      return fieldError(TREE_MESSAGES.cycle(w));
    case "target-missing":
      return fieldError(CONTENT_MESSAGES.missing(w.noun));
    case "self":
      return fieldError(TREE_MESSAGES.mergeSelf(w));
    case "descendant":
      return fieldError(TREE_MESSAGES.mergeDescendant(w));
    case "child-clash":
      return formError(TREE_MESSAGES.mergeClash(w, refusal.name));
    case "not-empty":
      return formError(TREE_MESSAGES.notEmpty(w, refusal.children, refusal.linked));
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export async function treeAction(kind: TreeKind, request: Request) {
  const me = await requireStaff(request, TREE_ROLES);
  refuseRemoteEditing();
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return guarded.response;
  const formData = guarded.formData;
  const actor = auditActor(me, request);
  const w = TREES[kind];
  const forms = treeValidators(w);
  const at = (id: number) => `${w.path}?node=${id}`;
  const Noun = capitalised(w.noun);

  switch (formData.get("intent")) {
    case "add": {
      const form = await validateForm(forms.add, formData);
      if (!form.ok) return form.response;
      const done = await addNode(kind, actor, { name: form.data.name, nameAr: form.data.name_ar, parentId: form.data.parent });
      if (!done.ok) return refusalAnswer(w, done, formData, done.reason === "parent-missing" ? "parent" : "name");
      return redirectWithSuccess(at(done.id), `${Noun} “${form.data.name}” added${done.slug ? ` at /find/${done.slug}` : ""}.`);
    }
    case "rename": {
      const form = await validateForm(forms.rename, formData);
      if (!form.ok) return form.response;
      const done = await renameNode(kind, actor, { id: form.data.node, version: postedVersion(form.data.version), name: form.data.name, nameAr: form.data.name_ar });
      if (!done.ok) return refusalAnswer(w, done, formData, "name");
      return redirectWithSuccess(at(form.data.node), done.renamed ? `${Noun} renamed to “${form.data.name}”.` : `${Noun} “${form.data.name}” saved.`);
    }
    case "move": {
      const form = await validateForm(forms.move, formData);
      if (!form.ok) return form.response;
      const done = await moveNode(kind, actor, { id: form.data.node, parentId: form.data.parent });
      if (!done.ok) return refusalAnswer(w, done, formData, "parent");
      return redirectWithSuccess(at(form.data.node), done.moved ? `${Noun} moved.` : `The ${w.noun} already sits there: nothing changed.`);
    }
    case "order": {
      const form = await validateForm(forms.order, formData);
      if (!form.ok) return form.response;
      const done = await orderNode(kind, actor, { id: form.data.node, direction: form.data.direction });
      if (!done.ok) return refusalAnswer(w, done, formData, "name");
      return redirectWithSuccess(at(form.data.node), done.moved ? `${Noun} moved ${form.data.direction}.` : `The ${w.noun} is already ${form.data.direction === "up" ? "first" : "last"}.`);
    }
    case "merge": {
      const form = await validateForm(forms.merge, formData);
      if (!form.ok) return form.response;
      const done = await mergeNode(kind, actor, { id: form.data.node, targetId: form.data.target });
      if (!done.ok) return refusalAnswer(w, done, formData, "target");
      const moved = `${done.links} ${done.links === 1 ? w.linkedOne : w.linked} and ${done.children} ${done.children === 1 ? w.child : w.children} moved there`;
      return redirectWithSuccess(at(form.data.target), `“${done.name}” merged into “${done.target}”: ${moved}.`);
    }
    case "delete": {
      const form = await validateForm(forms.remove, formData);
      if (!form.ok) return form.response;
      const done = await deleteNode(kind, actor, { id: form.data.node });
      if (!done.ok) return refusalAnswer(w, done, formData, "name");
      return redirectWithSuccess(w.path, `${Noun} “${done.name}” deleted.`);
    }
  }
  throw redirect(w.path);
}
