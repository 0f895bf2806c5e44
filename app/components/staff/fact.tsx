/** One labelled fact of a staff record's summary (a <dl> row): the label beside its value on wide screens. */
import type { ReactNode } from "react";

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}
