import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { pagePath } from "~/lib/page-path";
import { notePatternsFor, withRoutePatterns } from "./metrics-route-patterns";
import { refuse } from "./refusals";
import { resourceRouteMatcher } from "./resource-routes";

/** The largest request body a form may send; bigger ones are refused with 413 before they are read. */
export const FORM_BODY_LIMIT_BYTES = 1024 * 1024;
/** A form with files (multipart) may send up to two 5 MB files and its fields. */
export const UPLOAD_BODY_LIMIT_BYTES = 11 * 1024 * 1024;

function isUpload(req: ExpressRequest): boolean {
  return (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data");
}

class BodyTooLarge extends Error {}

/** The methods the site answers: pages and data are read with GET (and HEAD), forms are sent with POST. */
const SERVED_METHODS = ["GET", "HEAD", "POST"];
const ALLOWED = SERVED_METHODS.join(", ");

/** The request target as a path on this site, or null for absolute-form targets, NUL characters and anything unparseable. */
function requestTarget(req: ExpressRequest, origin: string): URL | null {
  const target = req.originalUrl;
  if (!target.startsWith("/") || target.includes("\u0000") || /%00/i.test(target)) return null;
  try {
    return new URL(`${origin}${target}`);
  } catch {
    return null;
  }
}

/** The whole body, at most `limit` bytes: a larger declared length is refused without reading, a longer stream as soon as it passes the limit. */
async function readBody(req: ExpressRequest, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function fetchHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

async function send(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  // React Router's 405 (a POST to a page without a form, a GET of an endpoint that only takes forms) says what would be taken.
  if (response.status === 405 && !response.headers.has("Allow")) res.setHeader("Allow", req.method === "POST" ? "GET, HEAD" : "POST");
  if (!response.body) {
    res.end();
    return;
  }
  // Event streams are streamed; everything else is sent whole, so compression sees its size (tiny answers stay plain) and runs once.
  if (response.headers.get("Content-Type")?.startsWith("text/event-stream")) {
    try {
      await writeReadableStreamToWritable(response.body, res);
    } catch (error) {
      if (!(res.destroyed || res.writableEnded)) throw error;
    }
    return;
  }
  let body: Buffer;
  try {
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

type AdapterOptions = {
  build: ServerBuild;
  /** The origin a request's URL is built on: one of the site's own (`requestOrigin`), never any Host header. */
  originOf: (req: ExpressRequest) => string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
};

/**
 * Express middleware that hands a request to React Router: it refuses a method other than GET, HEAD
 * and POST with 405 (and `Allow`), absolute-form targets, NUL characters and unparseable paths with
 * 400, `.data` reads of resource routes with 404, and bodies over 1 MB (11 MB with files) with 413
 * before React Router runs, and passes the body as one buffer.
 */
export function reactRouterAdapter({ build, originOf, getLoadContext }: AdapterOptions) {
  const handle = createRequestHandler(withRoutePatterns(build), process.env.NODE_ENV);
  const isResourceRoute = resourceRouteMatcher(build);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (!SERVED_METHODS.includes(req.method)) {
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
