/** Services page (spec §2): 'Our Services' and the five services. */
import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/components/page-title";
import { SERVICES } from "~/content/services";

export const meta: MetaFunction = () => [
  { title: pageTitle("Our Services") },
  { name: "description", content: "Sample support, product authenticity, factory inspection, export and import, and supply chain services." },
];

export default function Services() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Our Services</h1>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {SERVICES.map((service) => (
          <li key={service.id} className="rounded-lg border border-slate-200 p-6 shadow-sm">
            <h2 className="text-xl font-semibold text-slate-900">
              {service.title}
              {service.details ? <span className="font-normal text-slate-700"> ({service.details})</span> : null}
            </h2>
            <p className="mt-3 text-slate-700">{service.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
