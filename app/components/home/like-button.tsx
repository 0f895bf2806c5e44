/** The like toggle: a plain POST form without JavaScript, an optimistic fetcher with it. */
import { useFetcher, useLocation } from "@remix-run/react";
import { HeartIcon } from "~/components/icons";
import { useT } from "~/i18n/react";

export function LikeButton({ kind, id, name, liked }: { kind: "solution" | "plant"; id: number; name: string; liked: boolean }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const t = useT("home");
  // While the POST is in flight, show what the visitor asked for (optimistic).
  const pending = fetcher.formData?.get("liked");
  const shown = typeof pending === "string" ? pending === "true" : liked;
  return (
    <fetcher.Form
      method="post"
      action="/likes"
      onSubmit={(event) => {
        event.preventDefault();
        const formData = new FormData(event.currentTarget);
        formData.set("respond", "json");
        fetcher.submit(formData, { method: "post", action: "/likes" });
      }}
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="liked" value={String(!shown)} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-pressed={shown}
        aria-label={t("cards.like", { name })}
        className={`rounded-md p-2 hover:bg-slate-100 ${shown ? "text-red-700" : "text-slate-700"}`}
      >
        <HeartIcon filled={shown} />
      </button>
    </fetcher.Form>
  );
}
