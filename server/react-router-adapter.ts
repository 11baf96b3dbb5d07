import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { pagePath } from "~/lib/page-path";
import { BodyTooLarge, FORM_BODY_LIMIT_BYTES, fetchHeaders, isUpload, readBody, requestTarget, send, UPLOAD_BODY_LIMIT_BYTES } from "./express-fetch";
import { notePatternsFor, withRoutePatterns } from "./metrics-route-patterns";
import { refuse } from "./refusals";
import { resourceRouteMatcher } from "./resource-routes";

/** The methods the site answers: pages and data are read with GET (and HEAD), forms are sent with POST. */
const SERVED_METHODS = ["GET", "HEAD", "POST"];
const ALLOWED = SERVED_METHODS.join(", ");
/** The JSON resources that are also removed with DELETE (a device's push subscription, by its endpoint). */
const DELETE_PATHS = new Set(["/api/push/subscriptions"]);

/** True when the site answers this method on this path. */
function isServed(req: ExpressRequest): boolean {
  return SERVED_METHODS.includes(req.method) || (req.method === "DELETE" && DELETE_PATHS.has(req.path));
}

type AdapterOptions = {
  build: ServerBuild;
  /** The origin a request's URL is built on: one of the site's own (`requestOrigin`), never any Host header. */
  originOf: (req: ExpressRequest) => string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
};

/**
 * Express middleware that hands a request to React Router: it refuses a method other than GET, HEAD
 * and POST (and DELETE on the few JSON resources that take it) with 405 (and `Allow`), absolute-form targets, NUL characters and unparseable paths with
 * 400, `.data` reads of resource routes with 404, and bodies over 1 MB (11 MB with files) with 413
 * before React Router runs, and passes the body as one buffer.
 */
export function reactRouterAdapter({ build, originOf, getLoadContext }: AdapterOptions) {
  const handle = createRequestHandler(withRoutePatterns(build), process.env.NODE_ENV);
  const isResourceRoute = resourceRouteMatcher(build);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (!isServed(req)) {
      res.setHeader("Allow", ALLOWED);
      // Whatever body came with it is never read: the connection ends with the answer.
      return refuse(req, res, 405, "METHOD_NOT_ALLOWED", { close: true });
    }
    const url = requestTarget(req, originOf(req));
    if (!url) return refuse(req, res, 400, "BAD_REQUEST");
    // Resource routes (files, CVs, the API) answer bytes, JSON or an event stream themselves: reading one through `.data` is no navigation (it would wrap a file in a script answer, or hold a live stream open). A form posting to a resource route's action (sign-out) still goes through `.data`.
    if (url.pathname.endsWith(".data") && req.method !== "POST" && isResourceRoute(pagePath(url))) return refuse(req, res, 404, "NOT_FOUND");
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    try {
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const body = hasBody ? await readBody(req, isUpload(req) ? UPLOAD_BODY_LIMIT_BYTES : FORM_BODY_LIMIT_BYTES) : undefined;
      const request = new Request(url, { method: req.method, headers: fetchHeaders(req), body: body as BodyInit | undefined, signal: controller.signal });
      const context = getLoadContext(req, res);
      notePatternsFor(context, res);
      await send(req, res, await handle(request, context));
    } catch (error) {
      if (error instanceof BodyTooLarge && isUpload(req)) return refuse(req, res, 413, "UPLOAD_TOO_LARGE", { close: true });
      if (error instanceof BodyTooLarge) return refuse(req, res, 413, "BODY_TOO_LARGE", { close: true });
      next(error);
    }
  };
}
