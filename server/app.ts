import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { env } from "~/lib/env.server";
import { clientIpContext, databaseContext, liveStreamsContext, nonceContext } from "~/lib/transport-context";
import { jsonRoutes } from "./json-routes";
import { JSON_ROUTE_IDS } from "./json-routes-table";
import { openedDatabase, openedLiveStreams } from "./lifecycle";
import { metricsEndpoint } from "./metrics";
import { reactRouterAdapter } from "./react-router-adapter";
import { requestOrigin, siteOrigins } from "./site-origins";

/** The React Router request handler, mounted by server/index.js after the transport middleware. */
export const app = express.Router();

// The built module itself, not a function: with a function React Router re-derives every route per request.
const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;

const origins = siteOrigins(env());
const publicOrigin = new URL(env().PUBLIC_URL).origin;

/** What every loader and action finds in React Router's context, whichever of the two answers the request. */
function loadContext(req: express.Request, res: express.Response): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, String(res.locals.nonce ?? ""));
  context.set(clientIpContext, req.ip ?? req.socket.remoteAddress ?? "0.0.0.0");
  context.set(databaseContext, openedDatabase().db);
  context.set(liveStreamsContext, openedLiveStreams());
  return context;
}

const originOf = (req: express.Request) => requestOrigin(req, origins, publicOrigin);

// Small JSON first, beside the router: the same route modules and root middleware, a tenth of the work (decision in server/json-routes-table.ts).
app.use(jsonRoutes({ build, routeIds: JSON_ROUTE_IDS, originOf, loadContext }));
app.use(reactRouterAdapter({ build, originOf, getLoadContext: loadContext }));

/** GET /metrics for the operator (server/metrics.ts), mounted by server/index.js before the page cache and the same-origin check. */
export const metrics = metricsEndpoint({ token: env().OPERATOR_TOKEN, database: openedDatabase });

export { env, startupWarnings } from "~/lib/env.server";
export { logger } from "~/lib/logger.server";
export { accessLog } from "./access-log";
export { closeLiveStreams, startServices, stopServices } from "./lifecycle";
export { requestMetrics } from "./metrics";
export { opsBackup } from "./ops-backup";
export { pageCache } from "./page-cache";
export { unexpectedError } from "./refusals";
export { requestId } from "./request-id";
export { sameOriginMutations, securityHeaders } from "./security";
export { staticFiles } from "./static-files";
