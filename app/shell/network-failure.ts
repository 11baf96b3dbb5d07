/**
 * Whether a navigation failed for want of a connection rather than on the server: the browser says
 * it is offline, or the request itself never got an answer (fetch's TypeError: 'Failed to fetch' in
 * Chromium, 'NetworkError…' in Firefox, 'Load failed' in Safari, or a route module that could not
 * be downloaded). An answer from the server, even a 5xx, is never a network failure.
 */
export function isNetworkFailure(error: unknown, online: boolean | undefined = globalThis.navigator?.onLine): boolean {
  if (online === false) return true;
  if (!(error instanceof TypeError)) return false;
  return /failed to fetch|networkerror|network error|load failed|network connection was lost|dynamically imported module|importing a module script failed/i.test(
    error.message,
  );
}
