/**
 * The privacy notice: one Markdown file per language in content/privacy/, so the company can have its wording
 * reviewed and changed without touching code. Its `{{name}}` placeholders are filled from what the site really
 * uses (the company's names and address, the contact address, the retention settings in force), so the notice never
 * states a period the configuration contradicts. Rendered through the site's one sanitizer, once per language.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locale } from "~/i18n/locales";
import { getT } from "~/i18n/i18n.server";
import { STRANGER_MAIL_LIMIT } from "~/models/rate-limits.server";
import { getEnv } from "~/utils/env.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { CONTACT_INFORMATION } from "./contact-details";

function privacyFolder() {
  // content/ sits at the repo root; this module runs from app/content (vitest) or bundled into build/.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(process.cwd(), "content/privacy"), path.resolve(here, "../../content/privacy"), path.resolve(here, "../content/privacy")];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0];
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills `{{name}}` from `values`; a name the notice uses but nobody fills is a mistake worth stopping for. */
function fillPlaceholders(source: string, values: Record<string, string | number>): string {
  return source.replace(PLACEHOLDER, (_, name: string) => {
    if (!(name in values)) throw new Error(`The privacy notice uses {{${name}}}, which nothing fills`);
    return String(values[name]);
  });
}

async function placeholderValues(locale: Locale) {
  const t = await getT(locale, "common");
  const env = getEnv();
  return {
    legalName: t("legalName"),
    siteName: t("siteName"),
    officeAddress: t("footer.officeAddress"),
    contactEmail: CONTACT_INFORMATION.email.display,
    applicationRetentionDays: env.APPLICATION_RETENTION_DAYS,
    dataSheetLinkDays: env.DATA_SHEET_LINK_DAYS,
    strangerMailLimit: STRANGER_MAIL_LIMIT,
  };
}

const rendered = new Map<Locale, Promise<string>>();

/** The notice in `locale`, as sanitized HTML. */
export function privacyNoticeHtml(locale: Locale): Promise<string> {
  let html = rendered.get(locale);
  if (!html) {
    html = placeholderValues(locale).then((values) => {
      const source = readFileSync(path.join(privacyFolder(), `${locale}.md`), "utf8");
      return renderMarkdown(fillPlaceholders(source, values));
    });
    // A failed read is not kept: the next request tries again.
    html.catch(() => rendered.delete(locale));
    rendered.set(locale, html);
  }
  return html;
}
