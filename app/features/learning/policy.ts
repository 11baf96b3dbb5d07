import { contentBenefit, hasBenefit } from "~/lib/membership-benefits";
import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/**
 * Who may do what in the learning area (issue 22): individuals enroll in a published course when
 * their membership reaches the course's minimum level; enrolled members keep their own progress.
 */
export const learningPolicy = definePolicy({
  /** Taking courses: an individual's account (a company's staff take courses with their own accounts). */
  takeCourses: {
    allows: (actor: PolicyActor) => roles.isIndividual(actor),
    refusal: { key: "COURSE_INDIVIDUALS_ONLY", status: 403 },
  },
  /** Enrolling in one course: an individual whose membership is at least the course's minimum level. */
  enroll: {
    allows: (actor: PolicyActor, course: { minLevel: "bronze" | "silver" | "gold" }) => hasBenefit(actor, contentBenefit("courses", course.minLevel)),
    refusal: { key: "COURSE_LEVEL_TOO_LOW", status: 403 },
  },
  /** Creating courses and seeing the teaching screens: trainers and admins. */
  teach: {
    allows: (actor: PolicyActor) => roles.isTrainer(actor) || roles.isAdmin(actor),
    refusal: { key: "TEACH_ONLY", status: 403 },
  },
  /** Editing a course and its lessons: its trainer and the admins. */
  editCourse: {
    allows: (actor: PolicyActor, course: { trainerId: string | null }) => roles.isAdmin(actor) || (roles.isTrainer(actor) && course.trainerId === actor.id),
    refusal: { key: "COURSE_FORBIDDEN", status: 403 },
  },
  /** Publishing, unpublishing and assigning trainers: the admins. */
  publishCourses: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
  /** Revoking a certificate or correcting its holder's name: the admins. */
  manageCertificates: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
  /** Seeing a course that is not published (a draft): its trainer and the admins. */
  previewCourse: {
    allows: (actor: PolicyActor, course: { trainerId: string | null }) => roles.isAdmin(actor) || (roles.isTrainer(actor) && course.trainerId === actor.id),
    refusal: { key: "COURSE_NOT_FOUND", status: 404 },
  },
  /** Hiding and restoring course reviews (issue 40): the admins. */
  moderateCourseReviews: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
  /** Rotating the key that signs the network's credentials (issue 40): the admins. */
  manageCredentialKeys: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
});
