import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/**
 * Registers the site's service worker (/sw.js, production builds only, where supported) once the
 * page has loaded, and tells it when nobody is signed in, so that it forgets the pages kept for offline viewing.
 */
export function ServiceWorkerRegistration() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const signedOut = root !== undefined && !root.user;
  useEffect(() => {
    const workers = navigator.serviceWorker;
    if (!import.meta.env.PROD || !workers) return;
    const register = () => workers.register("/sw.js").catch(() => undefined);
    if (document.readyState === "complete") register();
    else addEventListener("load", register, { once: true });
    if (signedOut) workers.ready.then((registration) => registration.active?.postMessage("signed-out"));
  }, [signedOut]);
  return null;
}
