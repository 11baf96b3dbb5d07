/**
 * The path of the page a loader or action request is for. With `v8_passThroughRequests` loaders see
 * single-fetch's own URL: `/about.data` is the data of `/about`, and with
 * `v8_trailingSlashAwareDataRequests` `/company/_.data` that of `/company/` (`/_.data` of `/`).
 */
export function pagePath(url: URL): string {
  return url.pathname.endsWith("/_.data") ? url.pathname.slice(0, -"_.data".length) : url.pathname.replace(/\.data$/, "");
}
