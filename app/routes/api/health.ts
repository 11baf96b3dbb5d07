/** Liveness: the process answers HTTP (no database round trip; readiness is /api/ready). */
export function loader() {
  return Response.json({ status: "ok", service: "redav" }, { headers: { "Cache-Control": "no-store" } });
}
