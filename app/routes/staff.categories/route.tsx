/** The category tree editor (/staff/categories, editor and admin): the tree the solution filters show. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { TreeEditor } from "~/components/staff/tree-editor";
import { treeAction, treeLoader } from "~/forms/trees-action.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = () => staffMeta("Categories");

export const headers = staffHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => treeLoader("category", request);

export const action = ({ request }: ActionFunctionArgs) => treeAction("category", request);

export default function StaffCategories() {
  return <TreeEditor kind="category" />;
}
