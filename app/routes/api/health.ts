/** Liveness's answer, the same for every request: answered beside the router as these very bytes (server/json-routes.ts). */
export const constantJson = { status: "ok", service: "redav" } as const;

/** Liveness: the process answers HTTP (no database round trip; readiness is /api/ready). */
export function loader() {
  return Response.json(constantJson, { headers: { "Cache-Control": "no-store" } });
}
