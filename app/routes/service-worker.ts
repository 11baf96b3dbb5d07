import { serviceWorkerScript } from "~/lib/service-worker/worker-script.server";

/**
 * /sw.js: the site's service worker (scope /), its text carrying this build's version so that a new
 * build installs a new worker; `no-cache`, so the browser asks again on every update check.
 */
export async function loader() {
  const { assets } = await import("virtual:react-router/server-build");
  return new Response(serviceWorkerScript(assets.version), {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
