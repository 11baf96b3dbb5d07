import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/**
 * Who may do what with technicians' public pages (issue 38): each technician edits their own page
 * (address, visibility, parts, credits, media, kit); admins see every page, hidden ones included, to moderate.
 * Who sees a page is decided per viewer in the page's use case (its visibility, blocks, suspensions).
 */
export const technicianPagesPolicy = definePolicy({
  /** Editing one's own public page: individuals (a company's page is its website, /empresa/{slug}). */
  editOwnPage: {
    allows: (actor: PolicyActor) => roles.isIndividual(actor),
    refusal: { key: "INDIVIDUALS_ONLY", status: 403 },
  },
  /** Seeing a page whatever its visibility (a moderator's view): admins. */
  seeEveryPage: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "NOT_FOUND", status: 404 },
  },
});
