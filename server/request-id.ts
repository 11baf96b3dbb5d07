import type { NextFunction, Request, Response } from "express";
import { requestIdOf, requestIds } from "~/lib/request-id.server";

/** Gives every request an id (answered as `X-Request-Id`) that every log line written while serving it carries as `reqId`. */
export function requestId() {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = requestIdOf(req.headers["x-request-id"]);
    res.setHeader("X-Request-Id", id);
    requestIds.run(id, next);
  };
}
