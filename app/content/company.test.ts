/**
 * The company's texts are in the catalogues (app/locales), the lists of what there is here: each language has a text
 * for every service, capability and office, the same ones, and no other.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "~/i18n/i18n.server";
import { LOCALES } from "~/i18n/locales";
import { CAPABILITIES, OFFICES } from "./company";
import { SERVICES } from "./services";

const home = (locale: (typeof LOCALES)[number]) => CATALOGUES[locale].home as typeof import("~/locales/en/home.json");
const services = (locale: (typeof LOCALES)[number]) => CATALOGUES[locale].services as typeof import("~/locales/en/services.json");
const contact = (locale: (typeof LOCALES)[number]) => CATALOGUES[locale].contact as typeof import("~/locales/en/contact.json");

describe.each(LOCALES)("the company's texts in %s", (locale) => {
  it("has the services, in the same number and with the same ids, each with a title and a description, and details where the list says", () => {
    const items = services(locale).items;
    expect(Object.keys(items)).toEqual(SERVICES.map((service) => service.id));
    for (const service of SERVICES) {
      expect(Object.keys(items[service.id]).sort(), service.id).toEqual(("details" in service ? ["description", "details", "title"] : ["description", "title"]));
    }
  });

  it("has the offices, in the same number and with the same ids, each with a name and an address", () => {
    const offices = home(locale).about.officeList;
    expect(Object.keys(offices)).toEqual(OFFICES.map((office) => office.id));
    for (const office of Object.values(offices)) expect(Object.keys(office).sort()).toEqual(["address", "title"]);
  });

  it("has the capabilities, in the same number and with the same ids", () => {
    expect(Object.keys(home(locale).about.capabilityList)).toEqual([...CAPABILITIES]);
  });

  it("has one company introduction: the About overlay's and the About Us page's are the same text", () => {
    // Each page carries only its own namespace, so the text is in both; this keeps the two copies one text.
    expect(contact(locale).company.intro).toBe(home(locale).about.intro);
  });
});

it("writes the Arabic texts in Arabic, with Latin digits", () => {
  const arabic = [
    home("ar").about.intro,
    contact("ar").company.whoWeAre,
    ...Object.values(home("ar").about.capabilityList),
    ...Object.values(home("ar").about.officeList).flatMap((office) => [office.title, office.address]),
    ...Object.values(services("ar").items).flatMap((service) => Object.values(service)),
  ];
  for (const text of arabic) {
    expect(text, text).toMatch(/\p{Script=Arabic}/u);
    expect(text, text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  }
});
