/**
 * schema.org JobPosting for a vacancy page, as JSON-LD carrying the request's CSP nonce. The vacancy's own words stay
 * as stored; the hiring organization's name is the site's, in the page's language.
 */
import type { Vacancy } from "~/backend/contract";
import { useT } from "~/i18n/react";
import { useNonce } from "~/utils/nonce";

function jobPostingJsonLd(vacancy: Vacancy, url: string, organization: string) {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: vacancy.title,
    description: vacancy.content,
    url,
    hiringOrganization: { "@type": "Organization", name: organization },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: vacancy.location.name,
        ...(vacancy.location.parent_name ? { addressCountry: vacancy.location.parent_name } : {}),
      },
    },
    occupationalCategory: vacancy.department.name,
    ...(vacancy.available ? {} : { validThrough: new Date(0).toISOString() }),
  };
}

/** `<` is escaped so no text in a vacancy can close the script element. */
function serializeJsonLd(data: unknown) {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export function JobPostingScript({ vacancy, url }: { vacancy: Vacancy; url: string }) {
  const nonce = useNonce();
  const common = useT("common");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPostingJsonLd(vacancy, url, common("siteName"))) }}
    />
  );
}
