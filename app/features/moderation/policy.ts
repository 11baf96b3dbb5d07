import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/**
 * Who may moderate (decision 016, issue 25 §4): suspending an account, lifting a suspension and
 * deciding a suspended member's appeal are for admins, as is the queue of reports. Appealing needs no account: the suspended
 * member holds the link of their suspension e-mail, which is checked by the use case itself.
 */
export const moderationPolicy = definePolicy({
  /** The queue of reports, and dismissing one. */
  reviewReports: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
  /** Suspending an account from a report, and lifting a suspension. */
  suspendAccounts: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
  /** The queue of appeals, lifting the suspension or keeping it. */
  decideAppeals: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
});
