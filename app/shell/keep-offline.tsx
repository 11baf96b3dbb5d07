import { lazy, Suspense, useEffect, useState } from "react";
import type { KeepOfflineOffer } from "~/lib/service-worker/kept-pages";

const KeepOfflineControl = lazy(() => import("./keep-offline-control"));

/** 'Guardar para ver sin conexión' for a signed-in member's offer (nothing otherwise); its code loads only for them, after hydration. */
export function KeepOffline({ offer }: { offer: KeepOfflineOffer | null }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (!offer || !live) return null;
  return (
    <Suspense>
      <KeepOfflineControl offer={offer} />
    </Suspense>
  );
}
