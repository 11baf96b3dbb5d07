import { contentBenefit, hasBenefit } from "~/lib/membership-benefits";
import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/**
 * Who may do what with events (issue 23 §2): admins create, edit, cancel and approve; companies
 * propose events an admin approves; individuals whose membership reaches an event's level say
 * 'Asistiré'.
 */
export const eventsPolicy = definePolicy({
  /** Creating, editing, cancelling, approving and rejecting any event: the admins. */
  manageEvents: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
  /** Proposing an event (and editing it while it waits): companies. */
  proposeEvents: {
    allows: (actor: PolicyActor) => roles.isCompany(actor),
    refusal: { key: "EVENT_COMPANIES_ONLY", status: 403 },
  },
  /** Editing one proposal: the company that proposed it, while an admin has not approved it. */
  editProposal: {
    allows: (actor: PolicyActor, event: { organizerId: string | null; approval: string }) =>
      roles.isCompany(actor) && event.organizerId === actor.id && event.approval === "pending",
    refusal: { key: "EVENT_FORBIDDEN", status: 403 },
  },
  /** Saying 'Asistiré' at all: individuals (a company's people sign up with their own accounts). */
  attendAtAll: {
    allows: (actor: PolicyActor) => roles.isIndividual(actor),
    refusal: { key: "EVENT_INDIVIDUALS_ONLY", status: 403 },
  },
  /** 'Asistiré': an individual whose membership reaches the event's level. */
  attend: {
    allows: (actor: PolicyActor, event: { minLevel: "bronze" | "silver" | "gold" }) => hasBenefit(actor, contentBenefit("events", event.minLevel)),
    refusal: { key: "EVENT_LEVEL_TOO_LOW", status: 403 },
  },
});
