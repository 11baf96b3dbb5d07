import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type RouteNode = RouteObject & { id: string };

/** The build's routes as a tree React Router can match (the manifest lists them flat, each with its parent). */
function routeTree(build: ServerBuild): RouteNode[] {
  const children = new Map<string | undefined, RouteNode[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as RouteNode;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), node]);
  }
  const attach = (nodes: RouteNode[]): RouteNode[] =>
    nodes.map((node) => (node.index ? node : ({ ...node, children: attach(children.get(node.id) ?? []) } as RouteNode)));
  return attach(children.get(undefined) ?? []);
}

/**
 * Whether a path names a resource route of the build (a route module without a component: files, CV
 * downloads, the JSON and event-stream API, robots.txt). Such a route has no `.data` twin: it is no
 * page, so single fetch must never wrap its bytes in a navigation's answer.
 */
export function resourceRouteMatcher(build: ServerBuild): (pathname: string) => boolean {
  const tree = routeTree(build);
  return (pathname) => {
    const matches = matchRoutes(tree, pathname);
    const leaf = matches?.[matches.length - 1]?.route as RouteNode | undefined;
    return leaf !== undefined && build.routes[leaf.id]?.module.default === undefined;
  };
}
