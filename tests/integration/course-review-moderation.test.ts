import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit } from "~/db/schema/admin-audit";
import { reports } from "~/db/schema/moderation";
import { courseReviewsToModerate, hideCourseReview, restoreCourseReview } from "~/features/learning/course-review-moderation.server";
import { courseReviewsPage, saveCourseReview } from "~/features/learning/course-reviews.server";
import { listReports } from "~/features/moderation/report-queue.server";
import { reportCourseReview, reportTarget } from "~/features/moderation/reports.server";
import { testContext } from "../context";
import { reviewCounters as counters, reviewedCourse as course, finishedStudent as student, REVIEW_TEXT as TEXT } from "../course-reviews";
import { person } from "../learning";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

describe("course reviews in moderation (issue 40)", () => {
  it("sends reports to moderation; a hidden review leaves the page and the average, and comes back when restored", async () => {
    const c = await course(null);
    const ana = await student(c.slug, c.id);
    const beto = await student(c.slug, c.id);
    const { id } = await saveCourseReview(ana.ctx, { slug: c.slug, rating: "1", body: TEXT });
    await saveCourseReview(beto.ctx, { slug: c.slug, rating: "5", body: TEXT });
    expect(await refusalOf(reportCourseReview(ana.ctx, { reviewId: String(id), reason: "spam" }))).toMatchObject({ key: "REPORT_SELF", status: 400 });
    expect(await reportCourseReview(beto.ctx, { reviewId: String(id), reason: "spam", details: "Publicidad" })).toEqual({ reported: true });
    expect(await reportTarget(beto.ctx, "course_review", String(id))).toMatchObject({ kind: "course_review", name: "Ana Prueba" });
    const admin = await person({ admin: true });
    expect(await refusalOf(courseReviewsToModerate(beto.ctx, {}))).toMatchObject({ status: 403 });
    const inQueue = (await listReports(admin.ctx, {})).reports.find((item) => item.targetType === "course_review" && item.courseReview?.id === String(id));
    expect(inQueue?.courseReview).toMatchObject({ course: expect.any(String), body: TEXT, hidden: false });
    const queue = await courseReviewsToModerate(admin.ctx, { reviewId: String(id) });
    expect(queue.reviews).toMatchObject([{ id, openReports: 1, hiddenAt: null }]);
    expect(await refusalOf(hideCourseReview(beto.ctx, { reviewId: String(id), reason: "Spam" }))).toMatchObject({ status: 403 });
    expect(await refusalOf(hideCourseReview(admin.ctx, { reviewId: String(id), reason: " " }))).toMatchObject({
      key: "REVIEW_HIDE_REASON_REQUIRED",
      status: 400,
    });
    expect(await refusalOf(hideCourseReview(admin.ctx, { reviewId: "999999999999", reason: "Spam" }))).toMatchObject({
      key: "COURSE_REVIEW_NOT_FOUND",
      status: 404,
    });
    await hideCourseReview(admin.ctx, { reviewId: String(id), reason: "Publicidad" });
    expect(await counters(c.id)).toEqual({ count: 1, sum: 5 });
    const visitor = await courseReviewsPage(testContext(), { courseId: c.id });
    expect(visitor.summary).toEqual({ count: 1, average: 5 });
    expect(visitor.reviews.map((review) => review.id)).not.toContain(id);
    expect((await courseReviewsPage(ana.ctx, { courseId: c.id })).mine).toMatchObject({ hiddenReason: "Publicidad" });
    const [report] = await testDb()
      .select({ status: reports.status })
      .from(reports)
      .where(and(eq(reports.targetType, "course_review"), eq(reports.targetId, String(id))));
    expect(report?.status).toBe("actioned");
    expect(await refusalOf(reportCourseReview(beto.ctx, { reviewId: String(id), reason: "spam" }))).toMatchObject({ key: "REPORT_TARGET_NOT_FOUND" });
    await saveCourseReview(ana.ctx, { slug: c.slug, rating: "2", body: TEXT });
    expect(await counters(c.id)).toEqual({ count: 1, sum: 5 });
    await restoreCourseReview(admin.ctx, { reviewId: String(id) });
    expect(await counters(c.id)).toEqual({ count: 2, sum: 7 });
    expect((await courseReviewsPage(testContext(), { courseId: c.id })).summary).toEqual({ count: 2, average: 3.5 });
    const audited = await testDb()
      .select({ action: adminAudit.action })
      .from(adminAudit)
      .where(and(eq(adminAudit.targetType, "course-review"), eq(adminAudit.targetId, String(id))));
    expect(audited.map((entry) => entry.action).sort()).toEqual(["course-review.hide", "course-review.restore"]);
  });
});
