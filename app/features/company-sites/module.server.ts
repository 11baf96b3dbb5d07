import type { FeatureModule } from "~/lib/feature-module.server";
import type { MailsOf } from "~/lib/mail/templates.server";
import { companySiteMails } from "./mails.server";
import { siteImageReferences } from "./site-files.server";

declare module "~/lib/mail/templates.server" {
  interface MailTemplates extends MailsOf<typeof companySiteMails> {}
}

/** The company websites' background (decision 052): the inquiry mail, and the site's pictures as files in use in their four buckets. */
export const companySitesModule: FeatureModule = {
  name: "company-sites",
  mails: companySiteMails,
  files: (["company-logos", "hero-images", "gallery-images", "company-products"] as const).map((bucket) => ({ bucket, finder: siteImageReferences(bucket) })),
};
