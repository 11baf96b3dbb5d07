import { Suspense, useEffect, useState } from "react";

/**
 * Shows `fallback` on the server and on the first client render (so hydration matches), then the
 * live `children`, typically a lazy chunk that never ships to visitors; `fallback` stays until it loads.
 */
export function AfterHydration({ fallback, children }: { fallback: React.ReactNode; children: React.ReactNode }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (!live) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
