import type { SiteParams } from "./site-params";

/** The network's own name, contact e-mail and postal address: the environment's defaults (SITE_NAME, CONTACT_EMAIL, POSTAL_ADDRESS). */
export const DEFAULT_SITE_PARAMS: SiteParams = { siteName: "RedAV", contactEmail: "hola@redav.lat", postalAddress: "Montevideo, Uruguay" };
