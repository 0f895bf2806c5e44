/**
 * "Add to quote basket" (issue 42): a plain POST to /basket that comes back to this page without JavaScript; with it, a
 * fetcher asks for JSON (js=1), so the visitor stays where they are, hears the answer and gets the way to the basket.
 * The header's count follows on its own: the root loader revalidates after a fetcher's action. Loaded after the page
 * (./add-to-basket.tsx), and free of the form library.
 */
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { NamedText } from "~/components/content-text";
import { Link } from "~/i18n/link";
import { useLocalizePath, useT } from "~/i18n/react";

interface BasketAnswer {
  ok: boolean;
  message?: string;
  count?: number;
  /** Why an add was refused; "already" means the solution is in the basket, which is what the visitor wanted. */
  reason?: string;
}

/**
 * `name` is given where the button stands among other solutions (cards, results): its accessible name then says which
 * one, after the visible words so that a voice command with those words still finds it.
 */
export function AddToBasket({ solutionId, name, className }: { solutionId: number; name?: string; className: string }) {
  const fetcher = useFetcher<BasketAnswer>();
  const location = useLocation();
  const t = useT("common");
  const action = useLocalizePath()("/basket");
  const pending = fetcher.state !== "idle";
  const answer = pending ? undefined : fetcher.data;
  const added = answer?.ok === true || answer?.reason === "already";
  // The button goes away once the solution is in: its focus moves to the link that replaces it, not to the page's top.
  const hadFocus = useRef(false);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (added && hadFocus.current) link.current?.focus();
  }, [added]);

  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        hadFocus.current = event.currentTarget.contains(document.activeElement);
        const form = new FormData(event.currentTarget);
        form.set("js", "1");
        fetcher.submit(form, { method: "post", action });
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="solution" value={solutionId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {added ? (
        <Link ref={link} to="/basket" className={className}>
          {t("addToBasket.added")}
        </Link>
      ) : (
        <button type="submit" aria-disabled={pending || undefined} className={className}>
          {pending ? (
            t("addToBasket.adding")
          ) : name ? (
            <>
              <span aria-hidden="true">{t("addToBasket.add")}</span>
              <span className="sr-only">
                <NamedText text={t("addToBasket.addNamed", { name })} name={name} />
              </span>
            </>
          ) : (
            t("addToBasket.add")
          )}
        </button>
      )}
      {/* Present from the first render, so that a screen reader hears what is put in it (a region added with its text is often missed). */}
      <p aria-live="polite" className={answer && !added ? "mt-1 text-sm text-red-700" : "sr-only"}>
        {answer?.message ?? ""}
      </p>
    </fetcher.Form>
  );
}
