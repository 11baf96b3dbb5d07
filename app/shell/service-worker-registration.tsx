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

// The registration above as plain script for a visitor's document without the router (nobody is signed in there);
// written by the server only, so the browser's bundle does not carry it.
const INLINE_REGISTRATION = !import.meta.env.SSR
  ? ""
  : 'if("serviceWorker"in navigator)addEventListener("load",function(){var w=navigator.serviceWorker;' +
    'w.register("/sw.js").then(function(){return w.ready}).then(function(r){r.active&&r.active.postMessage("signed-out")}).catch(function(){})},{once:true})';

/**
 * Registers the service worker from a scriptless document (production builds only), as
 * ServiceWorkerRegistration does for a visitor: one inline script of about 250 bytes, allowed by the page's nonce.
 */
export function InlineServiceWorkerRegistration({ nonce }: { nonce: string | undefined }) {
  if (!import.meta.env.PROD || !INLINE_REGISTRATION) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, no input
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: INLINE_REGISTRATION }} />;
}
