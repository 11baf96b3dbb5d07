import { eq } from "drizzle-orm";
import { courses } from "~/db/schema/learning";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { learningPolicy } from "./policy";

/** A course the actor may edit (its trainer, or an admin): 404 when there is none, 403 for another trainer's or anyone else. */
export async function editableCourseRow(ctx: Ctx, courseId: number) {
  const actor = learningPolicy.authorize(ctx.actor, "teach");
  const [row] = Number.isSafeInteger(courseId) ? await ctx.db.select().from(courses).where(eq(courses.id, courseId)).limit(1) : [];
  if (!row) throw new AppError("COURSE_NOT_FOUND", 404);
  learningPolicy.authorize(actor, "editCourse", row);
  return row;
}
