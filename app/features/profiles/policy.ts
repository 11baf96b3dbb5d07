import { MEMBERSHIP_LEVELS } from "~/lib/actor";
import { hasBenefit } from "~/lib/membership-benefits";
import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/** A technician's CV as the rules see it: whose it is, whether they offer it, and their membership. */
export type CvOwner = { id: string; enabled: boolean; level: string };

/** Spec §1: companies download a technician's CV when the technician enabled it and their level has the benefit /membership lists ('offerCv'). */
function offersCv(owner: CvOwner): boolean {
  const level = MEMBERSHIP_LEVELS.find((known) => known === owner.level);
  return owner.enabled && level !== undefined && hasBenefit({ userType: "individual", membershipLevel: level }, "offerCv");
}

/**
 * Who may do what with profiles (spec §1, §6; the promises of /membership): each account edits its
 * own kind of profile; companies and admins download a CV its gold owner offers; only gold members
 * may offer theirs; admins see e-mail addresses and suspended profiles.
 */
export const profilesPolicy = definePolicy({
  /** The technician's profile editor: individuals. */
  editPersonalProfile: {
    allows: (actor: PolicyActor) => roles.isIndividual(actor),
    refusal: { key: "INDIVIDUALS_ONLY", status: 403 },
  },
  /** The company profile editor: companies. */
  editCompanyProfile: {
    allows: (actor: PolicyActor) => roles.isCompany(actor),
    refusal: { key: "COMPANY_ONLY", status: 403 },
  },
  /** Letting companies download one's CV ('Las empresas pueden descargar tu CV'): gold members. */
  offerCvToCompanies: {
    allows: (actor: PolicyActor) => hasBenefit(actor, "offerCv"),
    refusal: { key: "CV_DOWNLOADS_GOLD_ONLY", status: 403 },
  },
  /** Downloading other people's CVs at all: companies and admins. */
  downloadOthersCvs: {
    allows: (actor: PolicyActor) => roles.isCompany(actor) || roles.isAdmin(actor),
    refusal: { key: "CV_FORBIDDEN", status: 403 },
  },
  /** Downloading this CV: its owner always; a company or an admin while the gold owner offers it. */
  downloadCv: {
    allows: (actor: PolicyActor, owner: CvOwner) => actor.id === owner.id || ((roles.isCompany(actor) || roles.isAdmin(actor)) && offersCv(owner)),
    refusal: { key: "CV_NOT_AVAILABLE", status: 403 },
  },
  /** Downloading CVs without the daily abuse limit companies have: admins (moderation work). */
  downloadCvsWithoutDailyLimit: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "CV_DOWNLOADS_DAILY_LIMIT", status: 429 },
  },
  /** Seeing the e-mail address on someone's profile: admins. */
  seeEmails: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
  /** Seeing a suspended account's profile: admins (for everyone else it does not exist). */
  seeSuspendedProfiles: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "PROFILE_NOT_FOUND", status: 404 },
  },
});
