/** The message catalogues: one JSON file per namespace and language in app/locales (English is the source). */
export const NAMESPACES = ["common", "home", "solutions", "forms", "contact", "services", "search", "blog", "solution", "careers", "auth", "profile", "mail", "confirmation", "technical", "finder", "basket"] as const;
export type Namespace = (typeof NAMESPACES)[number];

interface Catalogues {
  common: typeof import("~/locales/en/common.json");
  home: typeof import("~/locales/en/home.json");
  solutions: typeof import("~/locales/en/solutions.json");
  forms: typeof import("~/locales/en/forms.json");
  contact: typeof import("~/locales/en/contact.json");
  services: typeof import("~/locales/en/services.json");
  search: typeof import("~/locales/en/search.json");
  blog: typeof import("~/locales/en/blog.json");
  solution: typeof import("~/locales/en/solution.json");
  careers: typeof import("~/locales/en/careers.json");
  auth: typeof import("~/locales/en/auth.json");
  profile: typeof import("~/locales/en/profile.json");
  mail: typeof import("~/locales/en/mail.json");
  confirmation: typeof import("~/locales/en/confirmation.json");
  technical: typeof import("~/locales/en/technical.json");
  finder: typeof import("~/locales/en/finder.json");
  basket: typeof import("~/locales/en/basket.json");
}

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** "a_one" and "a_other" are asked for as "a" with a count. */
type WithoutPlural<K extends string> = K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}` ? Base : K;

export type MessageKey<N extends Namespace> = WithoutPlural<Leaves<Catalogues[N]>>;

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === "string" && (NAMESPACES as readonly string[]).includes(value);
}
