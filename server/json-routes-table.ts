/**
 * The API routes answered beside React Router (server/json-routes.ts), by their route id in the build
 * (app/routes.ts): small JSON reads and the buttons' POSTs, whose loader or action needs nothing but
 * the request context. Not the live stream (it holds its answer open), nor push subscriptions (they
 * take DELETE, which only the router's adapter decides). A route listed here keeps its place in
 * app/routes.ts, where its path is declared and where React Router still answers every other form of
 * its URL.
 */
export const JSON_ROUTE_IDS = [
  "routes/api/health",
  "routes/api/ready",
  "routes/api/messages-unread",
  "routes/api/notifications",
  "routes/api/follows",
  "routes/api/blocks",
  "routes/api/saved",
  "routes/api/reports",
  "routes/api/job-view",
] as const;
