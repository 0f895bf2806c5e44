/** The saved page's URL state (tab, page, page size, the row being deleted): bad values fall back, never crash. */
import { z } from "zod";

export const PAGE_SIZES = [10, 20, 30, 40] as const;
export const SAVED_TABS = { solutions: "solution", plants: "plant" } as const;
export type SavedTab = keyof typeof SAVED_TABS;

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

export function parseSavedQuery(params: URLSearchParams) {
  const tab: SavedTab = params.get("tab") === "solutions" ? "solutions" : "plants";
  /** No tab asked for: the page may open on the one that has items (Plants, the spec's default, when both or neither do). */
  const tabChosen = params.get("tab") === "solutions" || params.get("tab") === "plants";
  const size = Number(params.get("size"));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0];
  const page = positiveInt(100_000).safeParse(params.get("page") ?? 1);
  const remove = positiveInt(2_147_483_647).safeParse(params.get("delete") ?? undefined);
  return { tab, tabChosen, pageSize, page: page.success ? page.data : 1, deleteId: remove.success ? remove.data : null };
}

export function savedHref(query: { tab: SavedTab; page?: number; pageSize?: number; deleteId?: number | null }) {
  const params = new URLSearchParams({ tab: query.tab });
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.pageSize && query.pageSize !== PAGE_SIZES[0]) params.set("size", String(query.pageSize));
  if (query.deleteId) params.set("delete", String(query.deleteId));
  return `/profile/saved?${params}`;
}
