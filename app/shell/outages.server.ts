/** Requests a route failed because the database could not be reached (React Router later shows the page only a sanitised error). */
const outages = new WeakSet<Request>();

/** Remembers that this request failed for want of a database (called from the server's error hook). */
export function markOutage(request: Request): void {
  outages.add(request);
}

/** Whether a route of this request failed for want of a database. */
export function wasOutage(request: Request): boolean {
  return outages.has(request);
}
