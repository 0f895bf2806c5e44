/**
 * The inbox list's filter form: a plain GET form (the filters live in the URL, so it works without JavaScript, and
 * back and forward behave). Each field shows the value the page was filtered with.
 */
import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { INBOX_KIND_LABELS, INBOX_STATUS_LABELS, INBOX_STATUS_LIST, type InboxFilterValues } from "~/forms/inbox";
import type { InboxKind } from "~/db/schema";

interface Option {
  value: string | number;
  label: string;
}

export function InboxFilters({
  values,
  kinds,
  countries,
  colleagues,
  solutionName,
  searchError,
}: {
  values: InboxFilterValues;
  kinds: InboxKind[];
  countries: Option[];
  colleagues: Option[];
  solutionName: string | null;
  searchError: string | null;
}) {
  // `key`: a client-side navigation to other filters refills the fields (they are uncontrolled).
  const key = JSON.stringify(values);
  return (
    <Form method="get" action="/staff/inbox" role="search" aria-label="Filter the inbox" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" key={key}>
      <TextField
        label="Search"
        name="q"
        type="search"
        defaultValue={values.q}
        error={searchError ?? undefined}
        hint="Names, companies, e-mail addresses and messages."
        wrapperClassName="sm:col-span-2"
      />
      <SelectField
        label="Kind"
        name="kind"
        defaultValue={values.kind}
        placeholder="All kinds"
        options={kinds.map((kind) => ({ value: kind, label: INBOX_KIND_LABELS[kind] }))}
      />
      <SelectField
        label="Status"
        name="status"
        defaultValue={values.status}
        placeholder="Open (new and in progress)"
        options={[{ value: "all", label: "All statuses" }, ...INBOX_STATUS_LIST.map((status) => ({ value: status, label: INBOX_STATUS_LABELS[status] }))]}
      />
      <TextField
        label="Solution id"
        name="solution"
        inputMode="numeric"
        defaultValue={values.solution}
        hint={values.solution ? (solutionName ?? "No solution has this id.") : "The number in the solution's address."}
      />
      <SelectField label="Country" name="country" defaultValue={values.country} placeholder="All countries" options={countries} />
      <SelectField
        label="Assignee"
        name="assignee"
        defaultValue={values.assignee}
        placeholder="Anyone or nobody"
        options={[{ value: "me", label: "Me" }, { value: "nobody", label: "Nobody" }, ...colleagues]}
      />
      <div className="grid grid-cols-2 gap-2">
        <TextField label="Received from" name="from" type="date" defaultValue={values.from} />
        <TextField label="Received to" name="to" type="date" defaultValue={values.to} />
      </div>
      <div className="flex items-end gap-4 sm:col-span-2 lg:col-span-4">
        <Button type="submit">Apply filters</Button>
        <Link to="/staff/inbox" className="font-semibold text-brand-800 underline">
          Clear filters
        </Link>
      </div>
    </Form>
  );
}
