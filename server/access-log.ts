import type { NextFunction, Request, Response } from "express";
import { logger } from "~/lib/logger.server";
import { requestIds } from "~/lib/request-id.server";
import { routeOf } from "./metrics";

/**
 * One `info` line per request once it is answered or abandoned: method, route pattern (the metrics'
 * label: `/news/:articleId`, or a bucket such as `static`; never the path nor its query string, so no
 * id or token in a URL is written), status (`aborted` when the client left first), duration in ms,
 * the page cache's result when it had one, and the request's id. Mount it after requestId().
 */
export function accessLog() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!logger.isLevelEnabled("info")) {
      next();
      return;
    }
    const started = performance.now();
    const reqId = requestIds.getStore();
    res.once("close", () => {
      const cache = res.getHeader("X-Page-Cache");
      logger.info(
        {
          method: req.method,
          route: routeOf(req, res, cache),
          status: res.writableFinished ? res.statusCode : "aborted",
          ms: Math.round((performance.now() - started) * 10) / 10,
          ...(typeof cache === "string" ? { cache } : {}),
          reqId,
        },
        "request",
      );
    });
    next();
  };
}
