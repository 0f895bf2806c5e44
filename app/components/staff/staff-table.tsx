/**
 * The staff side's tables: one look and one structure for every list (column headings with scope, scrolling
 * sideways on a narrow screen instead of overflowing). Each page writes only its rows.
 */
import type { ReactNode } from "react";

/** A heading: its text, right-aligned for numbers (`end`), or read to screen readers only (`hidden`). */
type StaffColumn = string | { label: string; end?: boolean; hidden?: boolean };

interface Props {
  columns: readonly StaffColumn[];
  children: ReactNode;
  /** Read by screen readers before the table: what its rows are. */
  caption?: string;
  className?: string;
  testId?: string;
}

export function StaffTable({ columns, children, caption, className = "", testId }: Props) {
  return (
    // Focusable, so a keyboard user can scroll a table that is wider than a phone (WCAG 2.1.1; axe's
    // scrollable-region-focusable), and named by its caption when it has one.
    <div
      className={`overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-900 ${className}`.trim()}
      tabIndex={0}
      {...(caption ? { role: "region", "aria-label": caption } : {})}
    >
      <table className="w-full text-sm" data-testid={testId}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr className="text-slate-700">
            {columns.map((column, index) => {
              const { label, end, hidden } = typeof column === "string" ? { label: column, end: false, hidden: false } : column;
              const spacing = index < columns.length - 1 ? "pe-4 " : "";
              return (
                <th key={label} scope="col" className={`pb-2 ${spacing}${end ? "text-end" : "text-start"} font-semibold`}>
                  {hidden ? <span className="sr-only">{label}</span> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
