import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/**
 * Who may do what with company websites (issue 24): a company builds, publishes and unpublishes
 * its own site, and only its own (every use case reads the site by the actor's id, so another
 * company's site is never in reach); anyone may read a published site and write to it through its
 * contact form.
 */
export const companySitesPolicy = definePolicy({
  /** The editor `/company/website`, its images, publishing: companies. */
  editOwnSite: {
    allows: (actor: PolicyActor) => roles.isCompany(actor),
    refusal: { key: "COMPANY_ONLY", status: 403 },
  },
});
