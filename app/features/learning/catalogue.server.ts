import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { courseLessons, courses } from "~/db/schema/learning";
import { userProfiles } from "~/db/schema/profiles";
import { containsPattern } from "~/db/text-search";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { pagedList, pageParam } from "~/lib/paging";
import { searchText, textLength } from "~/lib/text";
import { AV_CATEGORIES, skillParam } from "~/lib/vocabulary/av-categories";
import { personName } from "~/lib/vocabulary/display-name";
import { coverImage } from "./course-cover";
import {
  CATALOGUE_MAX_PAGE,
  CATALOGUE_PAGE_SIZE,
  type CatalogueFilters,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  type CourseLanguage,
  type CourseLevel,
} from "./course-options";
import { type ReviewSummary, reviewSummary } from "./course-review-views";
import type { CataloguePage, CourseCard } from "./course-views";

const SEARCH_MIN = 2;
const SEARCH_MAX = 100;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | null =>
  value && (choices as readonly string[]).includes(value) ? (value as T) : null;

/** The filters of a /university URL (`categoria`, `nivel`, `idioma`, `q`, `pagina`): unknown values are dropped, the page kept within 25. */
export function catalogueFilters(params: URLSearchParams): CatalogueFilters {
  const q = searchText(params.get("q"), SEARCH_MAX);
  return {
    category: oneOf(AV_CATEGORIES, skillParam(params.get("categoria"))),
    level: oneOf<CourseLevel>(COURSE_LEVELS, params.get("nivel")),
    language: oneOf<CourseLanguage>(COURSE_LANGUAGES, params.get("idioma")),
    q: textLength(q) >= SEARCH_MIN ? q : null,
    page: pageParam(params, CATALOGUE_MAX_PAGE),
  };
}

/** The columns of a course card, the trainer's name and the number of lessons in the same query. */
export const cardColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  summary: courses.summary,
  category: courses.category,
  level: courses.level,
  language: courses.language,
  durationHours: courses.durationHours,
  minLevel: courses.minLevel,
  trainerFirstName: userProfiles.firstName,
  trainerLastName: userProfiles.lastName,
  coverPath: courses.coverPath,
  lessonCount: sql<number>`(select count(*)::int from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})`,
  reviewCount: courses.reviewCount,
  reviewRatingSum: courses.reviewRatingSum,
};

type CardRow = Omit<CourseCard, "trainerName" | "cover"> & {
  trainerFirstName: string | null;
  trainerLastName: string | null;
  coverPath: string | null;
  reviewCount: number;
  reviewRatingSum: number;
};

/** A course card with its reviews' count and average (issue 40). */
export type RatedCourseCard = CourseCard & { reviews: ReviewSummary };

/** A card from a row of `cardColumns`, with the reviews' summary from the course's counters. */
export function courseCard(row: CardRow): RatedCourseCard {
  const { trainerFirstName, trainerLastName, coverPath, reviewCount, reviewRatingSum, ...card } = row;
  return {
    ...card,
    lessonCount: Number(card.lessonCount),
    trainerName: personName(trainerFirstName, trainerLastName) || null,
    cover: coverImage(coverPath),
    reviews: reviewSummary(reviewCount, reviewRatingSum),
  };
}

function conditions(filters: CatalogueFilters): SQL {
  const parts: SQL[] = [eq(courses.status, "published")];
  if (filters.category) parts.push(eq(courses.category, filters.category));
  if (filters.level) parts.push(eq(courses.level, filters.level));
  if (filters.language) parts.push(eq(courses.language, filters.language));
  if (filters.q) parts.push(sql`${courses.searchText} like ${containsPattern(filters.q)}`);
  return and(...parts) ?? sql`true`;
}

/**
 * The public catalogue (issue 22 §1): published courses, newest first, 12 a page, filtered by
 * category, level, language and text (title, summary, description; without regard to case or
 * accents), each with its trainer's name and number of lessons in the same query.
 */
export async function listCourses(ctx: Pick<Ctx, "db">, filters: CatalogueFilters): Promise<CataloguePage & { courses: RatedCourseCard[] }> {
  const where = conditions(filters);
  const listed = await pagedList({
    page: filters.page,
    size: CATALOGUE_PAGE_SIZE,
    rows: ({ limit, offset }) =>
      ctx.db
        .select(cardColumns)
        .from(courses)
        .leftJoin(userProfiles, eq(userProfiles.id, courses.trainerId))
        .where(where)
        .orderBy(desc(courses.publishedAt), desc(courses.id))
        .limit(limit)
        .offset(offset),
    count: () => ctx.db.select({ count: count() }).from(courses).where(where),
  });
  return { courses: listed.rows.map(courseCard), count: listed.total, page: listed.page, pages: listed.pages };
}

/** A course row by slug with its card columns, or 404 ('Curso no encontrado') when there is none. */
export async function courseBySlug(ctx: Pick<Ctx, "db">, slug: string) {
  const [row] = await ctx.db
    .select({ ...cardColumns, description: courses.description, status: courses.status, publishedAt: courses.publishedAt, trainerId: courses.trainerId })
    .from(courses)
    .leftJoin(userProfiles, eq(userProfiles.id, courses.trainerId))
    .where(eq(courses.slug, slug.slice(0, 200)))
    .limit(1);
  if (!row) throw new AppError("COURSE_NOT_FOUND", 404);
  return { ...courseCard(row), description: row.description, status: row.status, publishedAt: row.publishedAt, trainerId: row.trainerId };
}

/** A course's lessons in order (id, position, title, minutes). */
export async function courseOutline(ctx: Pick<Ctx, "db">, courseId: number) {
  return ctx.db
    .select({ id: courseLessons.id, position: courseLessons.position, title: courseLessons.title, durationMinutes: courseLessons.durationMinutes })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(courseLessons.position, courseLessons.id);
}

/** A lesson of the given course, whole; 404 'Lección no encontrada' for an unknown lesson or one of another course. */
export async function lessonOfCourse(ctx: Pick<Ctx, "db">, courseId: number, lessonId: number) {
  const [lesson] = Number.isSafeInteger(lessonId)
    ? await ctx.db
        .select()
        .from(courseLessons)
        .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)))
        .limit(1)
    : [];
  if (!lesson) throw new AppError("LESSON_NOT_FOUND", 404);
  return lesson;
}
