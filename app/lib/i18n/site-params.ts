/**
 * The instance's own name, contact e-mail and postal address (SITE_NAME, CONTACT_EMAIL,
 * POSTAL_ADDRESS): every translation may name them as {{siteName}}, {{contactEmail}} and
 * {{postalAddress}}, so an association that runs RedAV under its own name changes them in one place.
 */
export type SiteParams = { siteName: string; contactEmail: string; postalAddress: string };

let fromDocument: SiteParams | undefined;
// In the browser: what root's Layout wrote on <html data-site>. The server reads its environment instead (resources.server).
let source = (): SiteParams => (fromDocument ??= JSON.parse(document.documentElement.dataset.site ?? ""));

/** Says where the server reads the settings: its validated environment. */
export function readSiteParamsFrom(read: () => SiteParams): void {
  source = read;
}

/** The instance's settings, the same on the server and in the browser that hydrates its page. */
export function siteParams(): SiteParams {
  return source();
}
