/** The problem list editor (/staff/problems, editor and admin): the groups and problems the finder at /find starts from. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { TreeEditor } from "~/components/staff/tree-editor";
import { treeAction, treeLoader } from "~/forms/trees-action.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = () => staffMeta("Problems");

export const headers = staffHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => treeLoader("problem", request);

export const action = ({ request }: ActionFunctionArgs) => treeAction("problem", request);

export default function StaffProblems() {
  return <TreeEditor kind="problem" />;
}
