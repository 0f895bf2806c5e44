/** The problem list of the finder (issue 41): each group a heading, each problem a link to its own page, /find/<slug>. */
import { Link } from "~/i18n/link";
import type { ProblemGroup } from "~/models/finder.server";

export function ProblemList({ groups, current, headingLevel = 2 }: { groups: ProblemGroup[]; current?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`problem-group-${group.id}`}>
          <Heading id={`problem-group-${group.id}`} className="text-lg font-semibold text-brand-900">
            {group.name}
          </Heading>
          <ul className="mt-2 space-y-1">
            {group.problems.map((problem) => (
              <li key={problem.id}>
                <Link
                  to={`/find/${encodeURIComponent(problem.slug)}`}
                  aria-current={problem.slug === current ? "page" : undefined}
                  className="block rounded px-2 py-1.5 text-brand-800 underline-offset-4 hover:bg-brand-50 hover:underline aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
                >
                  {problem.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
