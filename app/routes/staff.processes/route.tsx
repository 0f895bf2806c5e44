/** The process tree editor (/staff/processes, editor and admin): the tree the plant filters show. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { TreeEditor } from "~/components/staff/tree-editor";
import { treeAction, treeLoader } from "~/forms/trees-action.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = () => staffMeta("Processes");

export const headers = staffHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => treeLoader("process", request);

export const action = ({ request }: ActionFunctionArgs) => treeAction("process", request);

export default function StaffProcesses() {
  return <TreeEditor kind="process" />;
}
