import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/**
 * Who may do what on the job board (spec §5 Applying, §6): individuals apply and keep job alerts;
 * companies publish offers and run the pipeline of their own offers only.
 */
export const jobsPolicy = definePolicy({
  /** Applying to an offer: individuals only (companies do not apply). */
  apply: {
    allows: (actor: PolicyActor) => roles.isIndividual(actor),
    refusal: { key: "APPLY_INDIVIDUALS_ONLY", status: 403 },
  },
  /** Keeping job alerts: the offers are for technicians, so individuals only. */
  keepJobAlerts: {
    allows: (actor: PolicyActor) => roles.isIndividual(actor),
    refusal: { key: "JOB_ALERT_INDIVIDUALS_ONLY", status: 403 },
  },
  /** Publishing offers and seeing the company's job screens: companies only. */
  publishOffers: {
    allows: (actor: PolicyActor) => roles.isCompany(actor),
    refusal: { key: "COMPANY_ONLY", status: 403 },
  },
  /** Editing, closing or reading the applications of one offer: the company that created it. */
  manageOffer: {
    allows: (actor: PolicyActor, offer: { creatorId: string }) => roles.isCompany(actor) && offer.creatorId === actor.id,
    refusal: { key: "JOB_FORBIDDEN", status: 403 },
  },
  /** Moving an application or downloading its CV copy: the company of the offer it was made to. */
  manageApplication: {
    allows: (actor: PolicyActor, application: { offerCreatorId: string }) => roles.isCompany(actor) && application.offerCreatorId === actor.id,
    refusal: { key: "APPLICATION_FORBIDDEN", status: 403 },
  },
});
