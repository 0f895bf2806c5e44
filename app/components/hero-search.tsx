/** The product-name search box: a GET form to /search, so Enter and the icon work with or without JavaScript. */
import { Form, useNavigate } from "~/i18n/link";
import { useT } from "~/i18n/react";
import { SearchIcon } from "./icons";

export function HeroSearch({ defaultValue = "" }: { defaultValue?: string }) {
  const navigate = useNavigate();
  const t = useT("common");
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="flex w-full max-w-2xl items-center overflow-hidden rounded-full bg-white shadow-lg ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-brand-700"
      onSubmit={(event) => {
        // Trim, and ignore an empty search (spec §5).
        const input = event.currentTarget.elements.namedItem("q") as HTMLInputElement;
        const text = input.value.trim();
        event.preventDefault();
        if (text) navigate(`/search?q=${encodeURIComponent(text)}`);
      }}
    >
      <label htmlFor="hero-search" className="sr-only">
        {t("search.label")}
      </label>
      <input
        id="hero-search"
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        className="min-w-0 flex-1 bg-transparent px-5 py-3 text-base text-slate-900 placeholder:text-slate-600 focus:outline-none"
      />
      <button type="submit" className="m-1 rounded-full bg-brand-700 p-3 text-white hover:bg-brand-800" aria-label={t("search.submit")}>
        <SearchIcon />
      </button>
    </Form>
  );
}
