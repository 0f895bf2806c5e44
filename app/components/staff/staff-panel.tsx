/**
 * A staff page's panel: a white card named by its heading (aria-labelledby), so each page's regions read as a list
 * of named sections. The page's first panel has the h1; `hidden` keeps a heading for screen readers only.
 */
import type { ReactNode } from "react";

const HEADING = {
  1: "text-2xl font-bold text-brand-900",
  2: "text-lg font-semibold text-slate-900",
} as const;

interface Props {
  id: string;
  title: ReactNode;
  level?: 1 | 2;
  hidden?: boolean;
  /** Space under the heading (mb-3, mb-4), where the panel's first child has none of its own. */
  headingClass?: string;
  testId?: string;
  children: ReactNode;
}

export function StaffPanel({ id, title, level = 2, hidden = false, headingClass = "", testId, children }: Props) {
  const Heading = level === 1 ? "h1" : "h2";
  const className = hidden ? "sr-only" : `${headingClass} ${HEADING[level]}`.trim();
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-6 shadow-sm" data-testid={testId}>
      <Heading id={id} className={className}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
