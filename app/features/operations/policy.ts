import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/** Who may see how the network is doing (issue 23 §4), what its admins did (issue 25 §3) and the parked outbox events: the admins. */
export const operationsPolicy = definePolicy({
  /** The morning counts of the admin dashboard. */
  viewCounts: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
  /** The audit log of admin actions (issue 25 §3). */
  readAuditLog: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
  /** The outbox's parked events, and putting one back in line. */
  retryParkedEvents: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
});
