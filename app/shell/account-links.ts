import { availabilityPolicy } from "~/features/availability/policy";
import { bookingsPolicy } from "~/features/bookings/policy";
import { eventsPolicy } from "~/features/events/policy";
import { jobsPolicy } from "~/features/jobs/policy";
import { learningPolicy } from "~/features/learning/policy";
import { profilesPolicy } from "~/features/profiles/policy";
import { recruitingPolicy } from "~/features/recruiting/policy";
import type { Actor } from "~/lib/actor";

/** One entry of the account menu: where it goes and its label's key in the common catalog. */
export type AccountLink = { to: string; label: string };

/**
 * The account menu's pages for this account, each only when the account's policies let it use the
 * page: its area, its profile editor, availability, bookings (individuals and companies), applications and job alerts for individuals,
 * a company's lists of technicians and saved talent searches (issue 41), the events it proposes (a company) or manages (an admin),
 * courses and the training record (individuals), library, saved items, security and privacy. The sign-out button follows them.
 */
export function accountLinks(actor: Actor, home: string): AccountLink[] {
  const links: (AccountLink | false)[] = [
    { to: home, label: "nav.myArea" },
    { to: profilesPolicy.can(actor, "editPersonalProfile") ? "/profile" : "/company/profile", label: "nav.myProfile" },
    availabilityPolicy.can(actor, "keepCalendar") && { to: "/profile/availability", label: "nav.availability" },
    (bookingsPolicy.can(actor, "takeBookings") || bookingsPolicy.can(actor, "requestBookings")) && { to: "/bookings", label: "nav.bookings" },
    jobsPolicy.can(actor, "apply") && { to: "/member/applications", label: "nav.applications" },
    jobsPolicy.can(actor, "keepJobAlerts") && { to: "/member/job-alerts", label: "nav.jobAlerts" },
    recruitingPolicy.can(actor, "recruit") && { to: "/company/lists", label: "nav.talentLists" },
    recruitingPolicy.can(actor, "recruit") && { to: "/company/searches", label: "nav.savedSearches" },
    eventsPolicy.can(actor, "proposeEvents") && { to: "/company/events", label: "nav.companyEvents" },
    eventsPolicy.can(actor, "manageEvents") && { to: "/admin/events", label: "nav.adminEvents" },
    { to: "/courses", label: "nav.myCourses" },
    learningPolicy.can(actor, "takeCourses") && { to: "/courses/transcript", label: "nav.transcript" },
    { to: "/library", label: "nav.library" },
    { to: "/saved", label: "nav.saved" },
    { to: "/settings/security", label: "nav.security" },
    { to: "/settings/privacy", label: "nav.privacy" },
  ];
  return links.filter((link): link is AccountLink => link !== false);
}
