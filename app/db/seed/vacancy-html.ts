/** A demo vacancy's text as HTML, in either language: its summary, then three headed lists. */

interface VacancyText {
  readonly summary: string;
  readonly responsibilities: readonly string[];
  readonly requirements: readonly string[];
  readonly offer: readonly string[];
}

interface VacancyHeadings {
  readonly responsibilities: string;
  readonly requirements: string;
  readonly offer: string;
}

export const VACANCY_HEADINGS: VacancyHeadings = { responsibilities: "Key responsibilities", requirements: "Requirements", offer: "What we offer" };

const listHtml = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

/** Unsanitized: the seed sanitizes it like any stored rich text. */
export function vacancyHtml(text: VacancyText, headings: VacancyHeadings): string {
  return [
    `<p>${text.summary}</p>`,
    `<h2>${headings.responsibilities}</h2>${listHtml(text.responsibilities)}`,
    `<h2>${headings.requirements}</h2>${listHtml(text.requirements)}`,
    `<h2>${headings.offer}</h2>${listHtml(text.offer)}`,
  ].join("");
}
