import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { clientIpContext, nonceContext } from "~/lib/request-context";

/** The React Router request handler, mounted by server/index.js after the transport middleware. */
export const app = express.Router();

app.use(
  createRequestHandler({
    // The built module itself, not a function: with a function React Router re-derives every route per request.
    build: await import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(nonceContext, String(res.locals.nonce ?? ""));
      context.set(clientIpContext, req.ip ?? req.socket.remoteAddress ?? "0.0.0.0");
      return context;
    },
  }),
);

export { env } from "~/lib/env.server";
export { startServices, stopServices } from "~/lib/services.server";
export { sameOriginMutations, securityHeaders } from "./security";
