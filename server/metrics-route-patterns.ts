import type { Response } from "express";
import { createContext, type RouterContextProvider, type ServerBuild, type ServerInstrumentation } from "react-router";
import { answeredBy } from "./metrics";

/** Where the instrumented build hands a request's route pattern; by default nowhere. */
const routePatternTarget = createContext<(pattern: string) => void>(() => undefined);

/** Whatever runs first for a matched request (the root's middleware, else its loader or action) notes React Router's own pattern of the match. */
const notePattern: ServerInstrumentation = {
  route(route) {
    if (route.id !== "root") return;
    const note = async (run: () => Promise<unknown>, info: { pattern: string; context: Pick<RouterContextProvider, "get"> }) => {
      info.context.get(routePatternTarget)(info.pattern);
      await run();
    };
    route.instrument({ middleware: note, loader: note, action: note });
  },
};

/**
 * The build with one more instrumentation: React Router already knows each request's matched route
 * pattern (`/news/:articleId`), so labelling by it costs no second match (matchRoutes over the
 * build's ~160 routes takes about 2 ms a call). Pass the result to createRequestHandler once.
 */
export function withRoutePatterns(build: ServerBuild): ServerBuild {
  const module = build.entry.module;
  return { ...build, entry: { module: { ...module, instrumentations: [...(module.instrumentations ?? []), notePattern] } } };
}

/** Makes a request's context hand its matched route pattern to the answer's metrics (answeredBy), as a path from the root (`/news/:articleId`). */
export function notePatternsFor(context: RouterContextProvider, res: Response): void {
  context.set(routePatternTarget, (pattern) => answeredBy(res, pattern.startsWith("/") ? pattern : `/${pattern}`));
}
