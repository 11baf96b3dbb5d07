import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { env } from "~/lib/env.server";
import { clientIpContext, databaseContext, liveStreamsContext, nonceContext } from "~/lib/transport-context";
import { openedDatabase, openedLiveStreams } from "./lifecycle";
import { reactRouterAdapter } from "./react-router-adapter";
import { requestOrigin, siteOrigins } from "./site-origins";

/** The React Router request handler, mounted by server/index.js after the transport middleware. */
export const app = express.Router();

// The built module itself, not a function: with a function React Router re-derives every route per request.
const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;

const origins = siteOrigins(env());
const publicOrigin = new URL(env().PUBLIC_URL).origin;

app.use(
  reactRouterAdapter({
    build,
    originOf: (req) => requestOrigin(req, origins, publicOrigin),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(nonceContext, String(res.locals.nonce ?? ""));
      context.set(clientIpContext, req.ip ?? req.socket.remoteAddress ?? "0.0.0.0");
      context.set(databaseContext, openedDatabase().db);
      context.set(liveStreamsContext, openedLiveStreams());
      return context;
    },
  }),
);

export { env } from "~/lib/env.server";
export { closeLiveStreams, startServices, stopServices } from "./lifecycle";
export { pageCache } from "./page-cache";
export { unexpectedError } from "./refusals";
export { sameOriginMutations, securityHeaders } from "./security";
export { staticFiles } from "./static-files";
