/** Services page (spec §2): 'Our Services' and the five services. */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/components/page-title";
import { SERVICES } from "~/content/services";
import { metaTags } from "~/i18n/meta";
import { pageMeta } from "~/i18n/meta.server";
import { useT } from "~/i18n/react";

export const handle = { i18n: "services" };

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ meta: await pageMeta(request, "services", "title", "description") });
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => metaTags(data?.meta, pageTitle("Our Services"), { location, matches });

export default function Services() {
  const t = useT("services");
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{t("heading")}</h1>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {SERVICES.map((service) => (
          <li key={service.id} className="rounded-lg border border-slate-200 p-6 shadow-sm">
            <h2 className="text-xl font-semibold text-slate-900">
              {t(`items.${service.id}.title`)}
              {"details" in service ? <span className="font-normal text-slate-700"> ({t(`items.${service.id}.details`)})</span> : null}
            </h2>
            <p className="mt-3 text-slate-700">{t(`items.${service.id}.description`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
