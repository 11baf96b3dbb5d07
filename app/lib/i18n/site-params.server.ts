import { type Env, env } from "../env.server";
import type { SiteParams } from "./site-params";

let last: { config: Env; params: SiteParams } | undefined;

/** The instance's settings from the validated environment (SITE_NAME, CONTACT_EMAIL, POSTAL_ADDRESS, defaulting to the network's own). */
export function serverSiteParams(): SiteParams {
  const config = env();
  if (last?.config !== config)
    last = { config, params: { siteName: config.SITE_NAME, contactEmail: config.CONTACT_EMAIL, postalAddress: config.POSTAL_ADDRESS } };
  return last.params;
}
