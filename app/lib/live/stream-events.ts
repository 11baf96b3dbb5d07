/** The event a live stream sends just before the server ends it on purpose (its lifetime is over, or the instance stops): the browser reconnects by itself, so the client need not fall back to its cache. */
export const RECONNECT_EVENT = "reconnect";
