/** schema.org Product data for search engines, in a script the CSP allows by its nonce. */
import { useNonce } from "~/utils/nonce";

export function ProductJsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  // "<" is escaped so a product text can never close the script element.
  const body = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: body }} />;
}
