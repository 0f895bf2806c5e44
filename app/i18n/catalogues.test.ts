/**
 * The message catalogues: every key in one language is in the other, with the plural forms its language
 * needs and the same placeholders; every file in app/locales is registered; and the browser's formatter says what
 * i18next says for every message of both languages.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { FILTER_ERROR } from "~/components/home/home-state";
import { CONTACT_INFORMATION, LEGAL_NAME, SITE_NAME } from "~/content/company";
import { CATALOGUES } from "./i18n.server";
import { LOCALES, type Locale } from "./locales";
import { NAMESPACES } from "./namespaces";
import { keysOf, translate } from "./translate";

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

function lookup(locale: Locale, ns: (typeof NAMESPACES)[number], key: string) {
  let node: unknown = CATALOGUES[locale][ns];
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  return node as string;
}

describe("message catalogues", () => {
  it("has a file for every namespace in every language, and registers every file", () => {
    for (const locale of LOCALES) {
      const files = readdirSync(path.join(__dirname, "..", "locales", locale)).map((file) => file.replace(/\.json$/, ""));
      expect(files.sort()).toEqual([...NAMESPACES].sort());
    }
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: the same keys in English and Arabic, each with its language's plural forms`, () => {
      const base = (locale: Locale) => [...new Set(keysOf(CATALOGUES[locale][ns]).map((key) => key.replace(PLURAL, "")))].sort();
      expect(base("ar")).toEqual(base("en"));
      for (const locale of LOCALES) {
        const keys = keysOf(CATALOGUES[locale][ns]);
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        for (const plural of new Set(keys.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, "")))) {
          for (const category of categories) expect(keys, `${locale}/${ns}: ${plural}_${category}`).toContain(`${plural}_${category}`);
        }
      }
    });

    it(`${ns}: a message has the same placeholders in both languages, and no empty text`, () => {
      for (const key of keysOf(CATALOGUES.en[ns])) {
        const english = lookup("en", ns, key);
        const twin = PLURAL.test(key) ? `${key.replace(PLURAL, "")}_other` : key;
        expect(english.trim(), `en/${ns}: ${key}`).not.toBe("");
        expect(placeholders(lookup("ar", ns, twin)), `ar/${ns}: ${twin}`).toEqual(placeholders(english));
      }
      for (const key of keysOf(CATALOGUES.ar[ns])) expect(lookup("ar", ns, key).trim(), `ar/${ns}: ${key}`).not.toBe("");
    });
  }

  it("keeps the spec's English words for the texts the site had before", () => {
    expect(CATALOGUES.en.common.siteName).toBe(SITE_NAME);
    expect(CATALOGUES.en.common.legalName).toBe(LEGAL_NAME);
    expect(CATALOGUES.en.common.footer).toMatchObject({ officeAddress: CONTACT_INFORMATION.officeAddress });
    expect(CATALOGUES.en.home.filters).toMatchObject({ error: FILTER_ERROR });
  });

  it("formats every message as i18next does, in both languages, with and without a count", async () => {
    const instance = i18next.createInstance();
    await instance.init({ resources: CATALOGUES, fallbackLng: false, interpolation: { escapeValue: false }, pluralSeparator: "_" });
    for (const locale of LOCALES) {
      for (const ns of NAMESPACES) {
        const t = instance.getFixedT(locale, ns);
        for (const key of new Set(keysOf(CATALOGUES[locale][ns]).map((k) => k.replace(PLURAL, "")))) {
          const names = placeholders(JSON.stringify(CATALOGUES[locale][ns]));
          const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
          expect(translate(locale, CATALOGUES[locale][ns], key), `${locale}/${ns}: ${key}`).toBe(t(key));
          expect(translate(locale, CATALOGUES[locale][ns], key, values)).toBe(t(key, values));
          for (const count of [0, 1, 2, 3, 11, 100, 1.5]) {
            expect(translate(locale, CATALOGUES[locale][ns], key, { ...values, count }), `${locale}/${ns}: ${key} (${count})`).toBe(
              t(key, { ...values, count }),
            );
          }
        }
      }
    }
  });
});

describe("translate", () => {
  const messages = { a: { b: "Hello {{name}}" }, item_zero: "no items", item_one: "one item", item_other: "{{count}} items" };
  const arabic = { item_zero: "لا عناصر", item_one: "عنصر واحد", item_two: "عنصران", item_few: "{{count}} عناصر", item_many: "{{count}} عنصرًا", item_other: "{{count}} عنصر" };

  it("finds nested keys and fills placeholders, leaving unknown ones as they are", () => {
    expect(translate("en", messages, "a.b", { name: "Salma" })).toBe("Hello Salma");
    expect(translate("en", messages, "a.b")).toBe("Hello {{name}}");
    expect(translate("en", messages, "a.b", { other: 1 })).toBe("Hello {{name}}");
  });

  it("answers the key itself for a missing message", () => {
    expect(translate("en", messages, "missing.key")).toBe("missing.key");
    expect(translate("en", undefined, "a.b")).toBe("a.b");
  });

  it("picks the plural form by the language's rules", () => {
    expect([0, 1, 5].map((count) => translate("en", messages, "item", { count }))).toEqual(["no items", "one item", "5 items"]);
    expect([0, 1, 2, 3, 11, 100].map((count) => translate("ar", arabic, "item", { count }))).toEqual([
      "لا عناصر",
      "عنصر واحد",
      "عنصران",
      "3 عناصر",
      "11 عنصرًا",
      "100 عنصر",
    ]);
  });

  it("agrees with i18next on plurals and fallbacks", async () => {
    const instance = i18next.createInstance();
    await instance.init({ resources: { en: { t: messages }, ar: { t: arabic } }, fallbackLng: false, interpolation: { escapeValue: false } });
    for (const [locale, catalogue] of [["en", messages], ["ar", arabic]] as const) {
      const t = instance.getFixedT(locale, "t");
      for (const count of [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 0.5]) {
        expect(translate(locale, catalogue, "item", { count }), `${locale} ${count}`).toBe(t("item", { count }));
      }
    }
  });
});
