/**
 * A request's route for the metrics: the id of the deepest Remix route its address matches (`routes/_public.solutions`,
 * `root` for none deeper), so labels are as many as the routes, whatever addresses clients make up.
 */
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";

type RouteNode = AgnosticRouteObject & { id: string; children?: RouteNode[] };

export function createRouteLabeller(routes: ServerBuild["routes"]) {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as RouteNode);
  }
  const tree: RouteNode[] = [];
  for (const route of Object.values(routes)) {
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent && !parent.index) (parent.children ??= []).push(node);
    else tree.push(node);
  }
  /** The route for `pathname`, or "unmatched". */
  return (pathname: string): string => {
    let matches;
    try {
      matches = matchRoutes(tree, pathname);
    } catch {
      return "unmatched";
    }
    return matches?.length ? matches[matches.length - 1].route.id : "unmatched";
  };
}
