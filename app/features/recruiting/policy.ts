import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/**
 * Who may use the recruiting tools (issue 41): a company's lists, private notes and saved talent
 * searches belong to that company alone; anyone else asking for one of them gets 404.
 */
export const recruitingPolicy = definePolicy({
  /** Keeping lists of technicians, notes on them and saved searches: companies. */
  recruit: {
    allows: (actor: PolicyActor) => roles.isCompany(actor),
    refusal: { key: "NOT_FOUND", status: 404 },
  },
});
