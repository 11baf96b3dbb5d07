/** What a route's `handle` may say about scripts: `scriptless` pages work whole without JavaScript. */
export type ScriptlessHandle = { scriptless?: true };

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
