import { contentBenefit, hasBenefit } from "~/lib/membership-benefits";
import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/**
 * Who may do what in the technical library (issue 23 §3): admins and trainers add documents (a
 * trainer edits their own, an admin any); a document is downloaded by members whose membership
 * reaches its level (admins always).
 */
export const libraryPolicy = definePolicy({
  /** Adding documents: admins and trainers. */
  addDocuments: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor) || roles.isTrainer(actor),
    refusal: { key: "LIBRARY_EDITORS_ONLY", status: 403 },
  },
  /** Editing or removing one document: an admin, or the trainer who uploaded it. */
  editDocument: {
    allows: (actor: PolicyActor, document: { uploadedBy: string | null }) =>
      roles.isAdmin(actor) || (roles.isTrainer(actor) && document.uploadedBy === actor.id),
    refusal: { key: "LIBRARY_FORBIDDEN", status: 403 },
  },
  /** Publishing or taking back anyone's document, an admin action written to the audit log: the admins (a trainer publishes their own). */
  publishAnyDocument: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
  /** Seeing every draft of the library: the admins (a trainer sees their own). */
  seeAllDrafts: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
  /** Downloading a document: an account whose level reaches the document's (companies count as every level's reader of a level-free document), or an admin. */
  download: {
    allows: (actor: PolicyActor, document: { minLevel: "bronze" | "silver" | "gold" }) =>
      roles.isAdmin(actor) || hasBenefit(actor, contentBenefit("library", document.minLevel)) || (document.minLevel === "bronze" && roles.isCompany(actor)),
    refusal: { key: "LIBRARY_LEVEL_TOO_LOW", status: 403 },
  },
});
