/** The like toggle on a solution card: posts to /likes (works without JavaScript), shown liked at once with it. */
import { useFetcher } from "@remix-run/react";
import { HeartIcon } from "~/components/icons";
import { useT } from "~/i18n/react";

export function LikeButton({ kind, id, name, liked, redirectTo }: { kind: "solution" | "plant"; id: number; name: string; liked: boolean; redirectTo: string }) {
  const fetcher = useFetcher();
  const t = useT("solution");
  const pending = fetcher.formData?.get("liked");
  const shownLiked = typeof pending === "string" ? pending === "true" : liked;
  return (
    <fetcher.Form method="post" action="/likes">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="liked" value={String(!shownLiked)} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        aria-pressed={shownLiked}
        aria-label={t("like", { name })}
        className={`rounded-md p-2 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 ${shownLiked ? "text-red-700" : "text-slate-700"}`}
      >
        <HeartIcon filled={shownLiked} />
      </button>
    </fetcher.Form>
  );
}
