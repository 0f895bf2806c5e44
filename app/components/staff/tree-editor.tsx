/**
 * The tree editor's page, for the category and process trees and the problem list alike: the whole tree as nested
 * lists (each node with its Arabic name, and what links to it), the chosen node's forms (rename, move,
 * order, merge, delete) and the add form; a name's Arabic twin is optional (empty: the Arabic pages show the English).
 * Every form is a plain POST to the page's action, so it all works without JavaScript.
 */
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import type { treeLoader } from "~/forms/trees-action.server";
import type { EditorNode, TreeOption } from "~/models/trees.server";
import { Button } from "~/components/ui/button";
import { CheckboxField, SelectField, TextField } from "~/components/ui/field";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { NAME_MAX_LENGTH, TREE_FORM_IDS, TREES, treeValidators, type TreeKind, type TreeWords } from "~/forms/trees";
import { StaffFormKey } from "./form-key";
import { StaffIntentForm } from "./intent-form";
import { VersionField } from "./markdown-field";
import { RemoteNotice } from "./remote-notice";
import { StaffPanel } from "./staff-panel";

type Validators = ReturnType<typeof treeValidators>;

/** Select options in tree order, indented by depth (no-break spaces: a select shows no other indentation). */
function optionsOf(options: TreeOption[]) {
  return options.map((o) => ({ value: o.id, label: `${"\u00a0\u00a0\u00a0\u00a0".repeat(o.depth)}${o.name}` }));
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A node's optional Arabic name. */
function ArabicNameField({ defaultValue }: { defaultValue?: string }) {
  return (
    <TextField
      name="name_ar"
      label="Name (Arabic)"
      defaultValue={defaultValue}
      maxLength={NAME_MAX_LENGTH + 20}
      autoComplete="off"
      lang="ar"
      dir="rtl"
      hint="Optional. Empty: the Arabic pages show the English name."
    />
  );
}

function TreeList({ nodes, w, selectedId, level }: { nodes: EditorNode[]; w: TreeWords; selectedId: number | null; level: number }) {
  return (
    <ul className={level ? "ms-5 mt-1 space-y-1 border-s border-slate-200 ps-3" : "mt-3 space-y-1"} data-testid={level ? undefined : "tree"}>
      {nodes.map((node) => (
        <li key={node.id} data-testid="tree-node">
          <Link
            to={`?node=${node.id}#node-heading`}
            aria-current={node.id === selectedId ? "true" : undefined}
            className={`rounded px-1 font-medium underline-offset-2 hover:underline ${node.id === selectedId ? "bg-brand-100 text-brand-900" : "text-brand-800"}`}
          >
            {node.name}
          </Link>{" "}
          {node.nameAr ? (
            <>
              <bdi lang="ar" dir="rtl" className="text-slate-700">
                {node.nameAr}
              </bdi>{" "}
            </>
          ) : null}
          <span className="text-sm text-slate-600">({counted(node.linked, w.linkedOne, w.linked)})</span>
          {node.children.length ? <TreeList nodes={node.children} w={w} selectedId={selectedId} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

function AddForm({ w, forms, options }: { w: TreeWords; forms: Validators; options: TreeOption[] }) {
  return (
    <StaffPanel id="add-heading" title={`Add a ${w.noun}`}>
      <StaffIntentForm id={TREE_FORM_IDS.add} validator={forms.add} intent="add" submit="Add" pendingLabel="Adding..." aria-labelledby="add-heading" className="mt-3 grid gap-3">
        <TextField name="name" label="Name" maxLength={NAME_MAX_LENGTH + 20} autoComplete="off" required />
        <ArabicNameField />
        <SelectField name="parent" label="Parent" options={optionsOf(options)} placeholder={`None: a top-level ${w.noun}`} defaultValue="" />
      </StaffIntentForm>
    </StaffPanel>
  );
}

function OrderForm({ selected, forms }: { selected: NonNullable<Selected>; forms: Validators }) {
  const answer = useFormAnswer(TREE_FORM_IDS.order);
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "order";
  return (
    <AppForm id={TREE_FORM_IDS.order} validator={forms.order} className="grid gap-2" aria-labelledby="order-heading">
      <FormError message={answer?.formError} />
      <StaffFormKey />
      <input type="hidden" name="intent" value="order" />
      <input type="hidden" name="node" value={selected.id} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="direction" value="up" variant="secondary" disabled={selected.first || pending}>
          Move up
        </Button>
        <Button type="submit" name="direction" value="down" variant="secondary" disabled={selected.last || pending}>
          Move down
        </Button>
      </div>
    </AppForm>
  );
}

type Selected = ReturnType<typeof useTreeData>["selected"];

function useTreeData() {
  return useLoaderData<typeof treeLoader>();
}

function NodePanel({ w, forms, selected, options }: { w: TreeWords; forms: Validators; selected: NonNullable<Selected>; options: TreeOption[] }) {
  const empty = selected.childCount === 0 && selected.linked === 0;
  const h3 = "mt-5 text-base font-semibold text-slate-900";
  return (
    <StaffPanel id="node-heading" title={`${w.noun.charAt(0).toUpperCase()}${w.noun.slice(1)}: ${selected.name}`} testId="node-panel">
      <p className="mt-1 text-sm text-slate-700">
        {counted(selected.linked, w.linkedOne, w.linked)} linked, {counted(selected.childCount, w.child, w.children)}.
      </p>
      {selected.slug ? (
        <p className="mt-1 text-sm text-slate-700">
          Address: <code data-testid="node-slug">/find/{selected.slug}</code> (kept when it is renamed).
        </p>
      ) : null}

      <h3 id="rename-heading" className={h3}>
        Rename
      </h3>
      <StaffIntentForm id={TREE_FORM_IDS.rename} validator={forms.rename} intent="rename" submit="Rename" aria-labelledby="rename-heading" className="mt-2 grid gap-3">
        <input type="hidden" name="node" value={selected.id} />
        <VersionField version={selected.version} />
        <TextField name="name" label="Name" defaultValue={selected.name} maxLength={NAME_MAX_LENGTH + 20} autoComplete="off" required />
        <ArabicNameField defaultValue={selected.nameAr ?? ""} />
      </StaffIntentForm>

      <h3 id="move-heading" className={h3}>
        Move
      </h3>
      <StaffIntentForm id={TREE_FORM_IDS.move} validator={forms.move} intent="move" submit="Move" pendingLabel="Moving..." aria-labelledby="move-heading" className="mt-2 grid gap-3">
        <input type="hidden" name="node" value={selected.id} />
        <SelectField
          name="parent"
          label="New parent"
          options={optionsOf(options)}
          placeholder={`None: make it a top-level ${w.noun}`}
          defaultValue={selected.parentId ?? ""}
        />
      </StaffIntentForm>

      <h3 id="order-heading" className={h3}>
        Order among its siblings
      </h3>
      <div className="mt-2">
        <OrderForm selected={selected} forms={forms} />
      </div>

      <h3 id="merge-heading" className={h3}>
        Merge into another {w.noun}
      </h3>
      <StaffIntentForm
        id={TREE_FORM_IDS.merge}
        validator={forms.merge}
        intent="merge"
        submit="Merge"
        pendingLabel="Merging..."
        variant="danger"
        aria-labelledby="merge-heading"
        className="mt-2 grid gap-3"
      >
        <input type="hidden" name="node" value={selected.id} />
        <SelectField name="target" label="Merge into" options={optionsOf(options)} placeholder={`Choose a ${w.noun}`} defaultValue="" />
        <CheckboxField
          name="confirm"
          label={`I understand: “${selected.name}” will be deleted, and its ${counted(selected.linked, w.linkedOne, w.linked)} and ${counted(selected.childCount, w.child, w.children)} will move to the chosen ${w.noun}.`}
        />
      </StaffIntentForm>

      <h3 id="delete-heading" className={h3}>
        Delete
      </h3>
      {empty ? (
        <StaffIntentForm id={TREE_FORM_IDS.remove} validator={forms.remove} intent="delete" submit="Delete" pendingLabel="Deleting..." variant="danger" aria-labelledby="delete-heading" className="mt-2 grid gap-3">
          <input type="hidden" name="node" value={selected.id} />
          <p className="text-sm text-slate-700">Nothing links to it and it has no {w.children}.</p>
        </StaffIntentForm>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          Only a {w.noun} with no {w.children} and nothing linked can be deleted. <a href="#merge-heading" className="font-medium text-brand-800 underline">Merge it</a> into
          another {w.noun} instead.
        </p>
      )}
    </StaffPanel>
  );
}

export function TreeEditor({ kind }: { kind: TreeKind }) {
  const { remote, roots, options, selected } = useTreeData();
  const w = TREES[kind];
  const forms = treeValidators(w);
  const others = Object.values(TREES).filter((t) => t.kind !== kind);
  return (
    <div className="space-y-6">
      <StaffPanel id="tree-title" title={w.title} level={1}>
        <p className="mt-2 text-slate-800">
          {w.about} A change shows on the public site at once. See also{" "}
          {others.map((other, index) => (
            <span key={other.kind}>
              {index ? " and " : null}
              <Link to={other.path} className="font-medium text-brand-800 underline">
                {other.title.toLowerCase()}
              </Link>
            </span>
          ))}
          .
        </p>
        {remote ? <RemoteNotice /> : null}
      </StaffPanel>
      {remote ? null : (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <StaffPanel id="tree-heading" title={`The ${w.noun} tree`}>
            {roots.length ? <TreeList nodes={roots} w={w} selectedId={selected?.id ?? null} level={0} /> : <p className="mt-3 text-slate-700">No {w.title.toLowerCase()} yet.</p>}
          </StaffPanel>
          <div className="space-y-6">
            {selected ? (
              <NodePanel key={`${selected.id}:${selected.version}`} w={w} forms={forms} selected={selected} options={options} />
            ) : (
              <StaffPanel id="node-heading" title={`Change a ${w.noun}`}>
                <p className="mt-2 text-slate-700">Choose a {w.noun} in the tree to rename, move, order, merge or delete it.</p>
              </StaffPanel>
            )}
            <AddForm w={w} forms={forms} options={options} />
          </div>
        </div>
      )}
    </div>
  );
}
