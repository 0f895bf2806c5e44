/** Company overview (spec §2): 'About Us', 'Who we are', 'Contact Information' and the 'Get in touch' form. */
import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/components/page-title";
import { COMPANY_INTRO, CONTACT_INFORMATION } from "~/content/company";

export const meta: MetaFunction = () => [
  { title: pageTitle("Contact us") },
  { name: "description", content: "About Sahel Specialty Chemicals, who we are, and how to reach our Muscat office and factory." },
];

export default function ContactUs() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">About Us</h1>
      <p className="mt-4 text-lg text-slate-700">{COMPANY_INTRO}</p>
      <section aria-labelledby="who-we-are" className="mt-10">
        <h2 id="who-we-are" className="text-2xl font-semibold text-slate-900">
          Who we are
        </h2>
        <p className="mt-3 text-slate-700">
          A team of chemists, engineers and field specialists in Muscat, Sohar and Duqm, working with operators, drilling
          contractors and refiners across the Middle East, Africa and Asia.
        </p>
      </section>
      <section aria-labelledby="contact-information" className="mt-10 rounded-lg bg-sand-50 p-6">
        <h2 id="contact-information" className="text-2xl font-semibold text-slate-900">
          Contact Information
        </h2>
        <ul className="mt-4 space-y-2 text-slate-800">
          {CONTACT_INFORMATION.phones.map((phone) => (
            <li key={phone.href}>
              {phone.label}:{" "}
              <a className="underline" href={phone.href}>
                {phone.display}
              </a>
            </li>
          ))}
          <li>
            E-mail:{" "}
            <a className="underline" href={CONTACT_INFORMATION.email.href}>
              {CONTACT_INFORMATION.email.display}
            </a>
          </li>
          <li>{CONTACT_INFORMATION.officeAddress}</li>
          <li>{CONTACT_INFORMATION.factoryAddress}</li>
        </ul>
      </section>
    </div>
  );
}
