/**
 * "Add to quote basket" as the pages place it. Its code is a chunk of its own, loaded after the page: the pages that show
 * it (the solution page, the cards, search, the finder) are at their first-load script budget. The server renders the
 * form (it waits for every lazy part), and hydration keeps that markup until the chunk has come; until then a click is
 * the plain POST that comes back to the page, as without JavaScript.
 */
import { lazy, Suspense, type ComponentProps } from "react";

const AddToBasketForm = lazy(() => import("./add-to-basket-form").then((module) => ({ default: module.AddToBasket })));

export function AddToBasket(props: ComponentProps<typeof AddToBasketForm>) {
  return (
    <Suspense fallback={null}>
      <AddToBasketForm {...props} />
    </Suspense>
  );
}
