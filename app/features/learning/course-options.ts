import type { MembershipLevel } from "~/lib/actor";

/** A course's level, as stored; the catalog shows 'Inicial', 'Intermedio', 'Avanzado'. */
export const COURSE_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** The languages a course may be taught in. */
export const COURSE_LANGUAGES = ["es", "en", "pt"] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

/** Courses on a page of the catalogue. */
export const CATALOGUE_PAGE_SIZE = 12;
/** The deepest catalogue page served: a deep page never walks the table. */
export const CATALOGUE_MAX_PAGE = 25;

/** The filters of /university, as read from the URL (unknown values already dropped). */
export type CatalogueFilters = { category: string | null; level: CourseLevel | null; language: CourseLanguage | null; q: string | null; page: number };

/** What a course's minimum membership level means for one viewer. */
export type EnrollState = "visitor" | "enrolled" | "may_enroll" | "level_too_low" | "not_individual";

/** A course's minimum level, for the texts that name it. */
export type CourseMinLevel = MembershipLevel;
