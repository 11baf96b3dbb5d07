import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/** Who may see how the network is doing (issue 23 §4): the admins. */
export const operationsPolicy = definePolicy({
  /** The morning counts of the admin dashboard. */
  viewCounts: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
});
