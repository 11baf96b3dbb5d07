import type { AvailabilityVisibility } from "~/db/schema/availability";
import type { Actor } from "~/lib/actor";
import { policyView } from "~/lib/actor-roles";
import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/** A calendar as the rules see it: whose it is and whom its owner shows it to. */
export type CalendarOwner = { id: string; visibility: AvailabilityVisibility };

/** The visibilities whose calendars this viewer may read (besides their own): companies and admins read 'companies' and 'members', other members 'members'. */
export function visibilitiesFor(actor: Actor): AvailabilityVisibility[] {
  return visibleKinds(policyView(actor));
}

/** visibilitiesFor as the rules see the actor. */
function visibleKinds(actor: PolicyActor): AvailabilityVisibility[] {
  return roles.isCompany(actor) || roles.isAdmin(actor) ? ["companies", "members"] : ["members"];
}

/**
 * Who may do what with availability (issue 27): only individuals keep a calendar, and only their
 * own (no use case takes another's id to write); a calendar is read by its owner, and by the
 * members its owner's visibility names; 'nobody' means nobody else, admins included. Blocks and
 * suspensions are counted by the server code, which hides the calendar before asking.
 */
export const availabilityPolicy = definePolicy({
  /** Keeping a calendar ('Mi disponibilidad'): individuals. */
  keepCalendar: {
    allows: (actor: PolicyActor) => roles.isIndividual(actor),
    refusal: { key: "INDIVIDUALS_ONLY", status: 403 },
  },
  /** Reading this calendar: its owner, or a viewer its visibility names. */
  readCalendar: {
    allows: (actor: PolicyActor, owner: CalendarOwner) => actor.id === owner.id || visibleKinds(actor).includes(owner.visibility),
    refusal: { key: "PROFILE_NOT_FOUND", status: 404 },
  },
});
