/**
 * What a route's `handle` may say about scripts: `scriptless` pages work whole without JavaScript;
 * `registersServiceWorker` keeps, on such a page, the service worker's registration as a few bytes of
 * inline script (the home, where visitors arrive and install the app).
 */
export type ScriptlessHandle = { scriptless?: true; registersServiceWorker?: true };

/**
 * True when this document is served without any script (issue 43 §3): nobody is signed in and a
 * route of the page says it works without JavaScript. Members keep the router everywhere (their
 * header is live). Once a document has hydrated it never turns scriptless: the client always answers
 * false, as the server did for every document that carried scripts.
 */
export function isScriptlessDocument(handles: readonly unknown[], signedIn: boolean): boolean {
  if (signedIn || typeof document !== "undefined") return false;
  return handles.some((handle) => (handle as ScriptlessHandle | undefined)?.scriptless === true);
}

/** True when a route of the page asks a scriptless document to register the service worker all the same. */
export function registersServiceWorkerWithoutScripts(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as ScriptlessHandle | undefined)?.registersServiceWorker === true);
}
