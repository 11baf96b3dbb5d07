/**
 * The instance's own name, contact e-mail and postal address (SITE_NAME, CONTACT_EMAIL,
 * POSTAL_ADDRESS): every translation may name them as {{siteName}}, {{contactEmail}} and
 * {{postalAddress}}, so an association that runs RedAV under its own name changes them in one place.
 */
export type SiteParams = { siteName: string; contactEmail: string; postalAddress: string };

/** The network's own values: the environment's defaults. */
export const DEFAULT_SITE_PARAMS: SiteParams = { siteName: "RedAV", contactEmail: "hola@redav.lat", postalAddress: "Montevideo, Uruguay" };

let source: () => SiteParams = () => DEFAULT_SITE_PARAMS;

/** Says where the settings are read: the validated environment on the server, the document's <html> in the browser. */
export function readSiteParamsFrom(read: () => SiteParams): void {
  source = read;
}

/** The instance's settings (the defaults until a source is set). */
export function siteParams(): SiteParams {
  return source();
}
