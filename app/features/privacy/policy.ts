import type { Actor } from "~/lib/actor";
import { rolesOf } from "~/lib/actor-roles";
import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/**
 * Who may do what with personal data (issue 25 §1): every member exercises their own rights (a copy,
 * requests, deleting the account), only over their own data; the admins answer the requests.
 */
export const privacyPolicy = definePolicy({
  /** Asking for a copy of one's data, filing a request, deleting one's account: any signed-in account. */
  exerciseOwnRights: {
    allows: (_actor: PolicyActor) => true,
    refusal: { key: "LOGIN_REQUIRED", status: 403 },
  },
  /** Deleting one's account: anyone, but the last admin must first appoint another (`otherAdmins`: admins who stay). */
  deleteOwnAccount: {
    allows: (actor: PolicyActor, otherAdmins: number) => !roles.isAdmin(actor) || otherAdmins > 0,
    refusal: { key: "DELETION_LAST_ADMIN", status: 409 },
  },
  /** Downloading an export: only the account it was made for (anyone else is told it does not exist). */
  downloadExport: {
    allows: (actor: PolicyActor, exportOwnerId: string) => actor.id === exportOwnerId,
    refusal: { key: "PRIVACY_EXPORT_NOT_FOUND", status: 404 },
  },
  /** The queue of privacy requests and answering them: admins. */
  answerRequests: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
});

/** Whether deleting this account pauses what it publishes (a company's site and job offers, resumed if the deletion is cancelled): companies. */
export function deletionPausesListings(actor: Actor): boolean {
  return roles.isCompany(rolesOf(actor));
}
