import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { refuse } from "./refusals";

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a request comes from the operator: from this machine itself (the socket's own address,
 * never a forwarded header, and no proxy hop in between), or carrying `Authorization: Bearer
 * <OPERATOR_TOKEN>` when that token is set.
 */
export function isOperatorRequest(req: Request, token: string | undefined): boolean {
  const header = req.headers.authorization ?? "";
  if (token && header.startsWith("Bearer ") && sameToken(header.slice(7), token)) return true;
  const forwarded = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? "");
}

/** Express guard for operator endpoints (/metrics, the live backup): anyone else gets a 403 in their language. */
export function operatorOnly(token: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isOperatorRequest(req, token)) return next();
    refuse(req, res, 403, "OPERATOR_ONLY");
  };
}
