import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import type { MiddlewareFunction, RouterContextProvider, ServerBuild } from "react-router";
import { jsonFailure } from "~/lib/error-answer.server";
import { detectLocale } from "~/lib/i18n/locale.server";
import { BodyTooLarge, FORM_BODY_LIMIT_BYTES, fetchHeaders, isUpload, readBody, requestTarget, send, UPLOAD_BODY_LIMIT_BYTES } from "./express-fetch";
import { answeredBy } from "./metrics";
import { refuse } from "./refusals";

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;
type Handler = NonNullable<BuildRoute["module"]["loader"]>;
type Middleware = MiddlewareFunction<Response>;

/**
 * One route of the build answered beside the router: its pattern (the metrics label), its matcher, and
 * what React Router would run for it; `constant` is the bytes of a loader whose answer never depends on
 * the request (the module's `constantJson`, e.g. liveness), written without building a request at all.
 */
type PlainRoute = { pattern: string; matcher: RegExp; names: string[]; middleware: Middleware[]; loader?: Handler; action?: Handler; constant?: Buffer };

type JsonRoutesOptions = {
  build: ServerBuild;
  /** The ids of the build's routes to answer here (`routes/api/health`); each must be a resource route of plain segments and `:params`. */
  routeIds: readonly string[];
  /** The origin a request's URL is built on (the same as React Router's). */
  originOf: (req: ExpressRequest) => string;
  /** The same load context React Router gets (database, client IP, nonce, live streams). */
  loadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
};

const escaped = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The route of the build with its ancestors' middleware (root first) and its full pattern (`/api/jobs/:jobId/view`). */
function plainRoute(build: ServerBuild, id: string): PlainRoute {
  const lineage: BuildRoute[] = [];
  for (let route = build.routes[id]; route; route = route.parentId ? build.routes[route.parentId] : undefined) lineage.unshift(route);
  const leaf = lineage.at(-1);
  if (!leaf || leaf.module.default) throw new Error(`JSON route ${id} is not a resource route of the build`);
  const pattern = `/${lineage
    .map((route) => route.path)
    .filter(Boolean)
    .join("/")}`;
  const names: string[] = [];
  const source = pattern.split("/").map((segment) => {
    if (/[*?]/.test(segment)) throw new Error(`JSON route ${id}: ${pattern} has optional or splat segments`);
    if (!segment.startsWith(":")) return escaped(segment);
    names.push(segment.slice(1));
    // An encoded parameter is left to React Router, which decodes it its own way.
    return "([^/%]+)";
  });
  const middleware = lineage.flatMap((route) => (route.module.middleware ?? []) as Middleware[]);
  const constantJson = (leaf.module as { constantJson?: unknown }).constantJson;
  const constant = constantJson === undefined ? undefined : Buffer.from(JSON.stringify(constantJson));
  return { pattern, matcher: new RegExp(`^${source.join("/")}$`), names, middleware, loader: leaf.module.loader, action: leaf.module.action, constant };
}

/** Runs the middleware chain as React Router does (a middleware that returns nothing answers what `next` answered), then `endpoint`. */
async function through(chain: Middleware[], index: number, args: Parameters<Middleware>[0], endpoint: () => Promise<Response>): Promise<Response> {
  const middleware = chain[index];
  if (!middleware) return endpoint();
  let downstream: Promise<Response> | undefined;
  const next = () => {
    downstream ??= through(chain, index + 1, args, endpoint);
    return downstream;
  };
  const result = await middleware(args, next);
  return result instanceof Response ? result : next();
}

/** The route's loader (GET, HEAD) or action (POST) behind its middleware; any error is the JSON error answer of the catalog (an outage a 503 with Retry-After). */
async function answer(route: PlainRoute, handler: Handler, args: Parameters<Middleware>[0]): Promise<Response> {
  try {
    return await through(route.middleware, 0, args, async () => {
      const result = await handler(args);
      if (result instanceof Response) return result;
      throw new Error(`JSON route ${route.pattern} answered something other than a Response`);
    });
  } catch (error) {
    if (error instanceof Response) return error;
    return jsonFailure({ locale: detectLocale(args.request.headers.get("cookie")) }, error);
  }
}

/** Writes a constant JSON answer (never stored: `no-store`, as its loader says), labelled with the route's pattern. */
function sendConstant(req: ExpressRequest, res: ExpressResponse, pattern: string, body: Buffer): void {
  answeredBy(res, pattern);
  res.setHeader("Content-Type", "application/json");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Answers the listed resource routes of the build (small JSON: health, readiness, unread counts, the
 * buttons' POSTs) without React Router: the same root middleware (request context, session, outage
 * answers), the same loader or action, the same metrics label (the route's pattern), the same body
 * limits. Only an exact, unencoded path with a method the route takes is answered here; anything else
 * (another method, a trailing slash, `.data`, other casing) goes on to React Router, which answers it as before.
 */
export function jsonRoutes({ build, routeIds, originOf, loadContext }: JsonRoutesOptions) {
  const routes = routeIds.map((id) => plainRoute(build, id));
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const post = req.method === "POST";
    if (!post && req.method !== "GET" && req.method !== "HEAD") return next();
    let route: PlainRoute | undefined;
    let match: RegExpExecArray | null = null;
    for (const candidate of routes) {
      match = candidate.matcher.exec(req.path);
      if (match) {
        route = candidate;
        break;
      }
    }
    const handler = post ? route?.action : route?.loader;
    const url = route && match && handler ? requestTarget(req, originOf(req)) : null;
    if (!route || !match || !handler || !url) return next();
    if (!post && route.constant) return sendConstant(req, res, route.pattern, route.constant);
    const params = Object.fromEntries(route.names.map((name, index) => [name, match[index + 1] ?? ""]));
    const upload = isUpload(req);
    try {
      const body = post ? await readBody(req, upload ? UPLOAD_BODY_LIMIT_BYTES : FORM_BODY_LIMIT_BYTES) : undefined;
      // Labelled once the body is taken: a refused body stays 'unrouted', as when the router's adapter refuses it.
      answeredBy(res, route.pattern);
      const request = new Request(url, { method: req.method, headers: fetchHeaders(req), body: body as BodyInit | undefined });
      const args = { request, url, pattern: route.pattern, params, context: loadContext(req, res) };
      await send(req, res, await answer(route, handler, args));
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuse(req, res, 413, upload ? "UPLOAD_TOO_LARGE" : "BODY_TOO_LARGE", { close: true });
      next(error);
    }
  };
}
