/** The category tree flattened for a checkbox list: each node with its depth, parents before their children. */
import type { FilterNode } from "~/backend/contract";
import type { CategoryOption } from "./solution-form";

export function flattenTree(nodes: readonly FilterNode[], depth = 0): CategoryOption[] {
  return nodes.flatMap((node) => [{ id: node.id, name: node.name, depth }, ...flattenTree(node.children ?? [], depth + 1)]);
}
