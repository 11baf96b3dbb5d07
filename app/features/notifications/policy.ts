import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/**
 * Who may notify others (spec §7): a member only reads and marks their own notifications; writing one
 * to another account, or a notice to every member or to a list of e-mails, is for the admins (the
 * app's own consumers write theirs without an actor).
 */
export const notificationsPolicy = definePolicy({
  /** Creating one notification for another account. */
  notifyOthers: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
  /** Sending a notice to every verified member or to the accounts of a list of e-mails. */
  broadcast: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
});
