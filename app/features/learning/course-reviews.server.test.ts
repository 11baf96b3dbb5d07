import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses } from "~/db/schema/learning";
import { testContext } from "../../../tests/context";
import { reviewCounters as counters, reviewedCourse as course, finishedStudent as student, REVIEW_TEXT as TEXT } from "../../../tests/course-reviews";
import { person } from "../../../tests/learning";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { catalogueFilters, listCourses } from "./catalogue.server";
import { coursePageFacts } from "./course-page-facts.server";
import { courseReviewsPage, deleteCourseReview, replyToCourseReview, saveCourseReview } from "./course-reviews.server";

describe("course reviews (issue 40)", () => {
  it("lets only members who finished the course review it, with a rating 1–5 and 10–1000 characters", async () => {
    const trainer = await person({ trainer: true });
    const c = await course(trainer.userId);
    const enrolled = await student(c.slug, c.id, false);
    expect(await refusalOf(saveCourseReview(enrolled.ctx, { slug: c.slug, rating: "5", body: TEXT }))).toMatchObject({
      key: "COURSE_REVIEW_NOT_FINISHED",
      status: 403,
    });
    expect(await refusalOf(saveCourseReview((await person()).ctx, { slug: c.slug, rating: "5", body: TEXT }))).toMatchObject({ status: 403 });
    expect(await refusalOf(saveCourseReview(testContext(), { slug: c.slug, rating: "5", body: TEXT }))).toMatchObject({ status: 401 });
    const done = await student(c.slug, c.id);
    for (const rating of ["0", "6", "4.5", "", "cinco"]) {
      expect(await refusalOf(saveCourseReview(done.ctx, { slug: c.slug, rating, body: TEXT }))).toMatchObject({
        key: "COURSE_REVIEW_RATING_INVALID",
        status: 400,
        field: "rating",
      });
    }
    const short = await refusalOf(saveCourseReview(done.ctx, { slug: c.slug, rating: "4", body: "  corto  " }));
    expect(short).toMatchObject({ key: "COURSE_REVIEW_BODY_INVALID", status: 400, field: "body" });
    expect(short !== "OK" && short.message).toContain("10");
    expect(await refusalOf(saveCourseReview(done.ctx, { slug: c.slug, rating: "4", body: "á".repeat(1001) }))).toMatchObject({
      key: "COURSE_REVIEW_BODY_INVALID",
    });
    expect(await refusalOf(saveCourseReview(done.ctx, { slug: `${c.slug}-no`, rating: "4", body: TEXT }))).toMatchObject({
      key: "COURSE_NOT_FOUND",
      status: 404,
    });
    expect(await counters(c.id)).toEqual({ count: 0, sum: 0 });
    expect(await refusalOf(saveCourseReview(done.ctx, { slug: c.slug, rating: "4", body: "á".repeat(1000) }))).toBe("OK");
    const page = await courseReviewsPage(done.ctx, { courseId: c.id });
    expect(page).toMatchObject({ summary: { count: 1, average: 4 }, mayReview: true, mayReply: false, mine: { rating: 4 } });
    expect(page.reviews[0]).toMatchObject({ rating: 4, reportable: false, authorName: "Ana Prueba" });
    expect((await courseReviewsPage(enrolled.ctx, { courseId: c.id })).mayReview).toBe(false);
  });

  it("keeps one review per member and course under two posts at once, and the counters exact through edit and delete", async () => {
    const c = await course(null);
    const ana = await student(c.slug, c.id);
    const beto = await student(c.slug, c.id);
    const results = await Promise.all([
      saveCourseReview(ana.ctx, { slug: c.slug, rating: "5", body: TEXT }),
      saveCourseReview(ana.ctx, { slug: c.slug, rating: "3", body: `${TEXT} Otra vez.` }),
    ]);
    expect(results[0].id).toBe(results[1].id);
    await saveCourseReview(beto.ctx, { slug: c.slug, rating: "2", body: TEXT });
    const after = await counters(c.id);
    expect(after?.count).toBe(2);
    const anaRating = (await courseReviewsPage(ana.ctx, { courseId: c.id })).mine?.rating ?? 0;
    expect(after?.sum).toBe(anaRating + 2);
    await saveCourseReview(ana.ctx, { slug: c.slug, rating: "5", body: TEXT });
    expect(await counters(c.id)).toEqual({ count: 2, sum: 7 });
    const listed = await listCourses({ db: testDb() }, catalogueFilters(new URLSearchParams({ q: c.word })));
    expect(listed.courses[0]?.reviews).toEqual({ count: 2, average: 3.5 });
    await deleteCourseReview(beto.ctx, { slug: c.slug });
    expect(await counters(c.id)).toEqual({ count: 1, sum: 5 });
    expect(await refusalOf(deleteCourseReview(beto.ctx, { slug: c.slug }))).toMatchObject({ key: "COURSE_REVIEW_NOT_FOUND", status: 404 });
  });

  it("lets the course's trainer alone reply (editable), and refuses third users", async () => {
    const trainer = await person({ trainer: true });
    const otherTrainer = await person({ trainer: true });
    const c = await course(trainer.userId);
    const ana = await student(c.slug, c.id);
    const { id } = await saveCourseReview(ana.ctx, { slug: c.slug, rating: "4", body: TEXT });
    for (const ctx of [ana.ctx, otherTrainer.ctx, (await person()).ctx, (await person({ admin: true })).ctx]) {
      expect(await refusalOf(replyToCourseReview(ctx, { reviewId: String(id), reply: "Gracias" }))).toMatchObject({
        key: "COURSE_REVIEW_REPLY_NOT_ALLOWED",
        status: 403,
      });
    }
    expect(await refusalOf(replyToCourseReview(trainer.ctx, { reviewId: String(id), reply: "" }))).toMatchObject({
      key: "COURSE_REVIEW_REPLY_INVALID",
      status: 400,
    });
    expect(await refusalOf(replyToCourseReview(trainer.ctx, { reviewId: String(id), reply: "x".repeat(1001) }))).toMatchObject({
      key: "COURSE_REVIEW_REPLY_INVALID",
    });
    expect(await refusalOf(replyToCourseReview(trainer.ctx, { reviewId: "abc", reply: "Gracias" }))).toMatchObject({
      key: "COURSE_REVIEW_NOT_FOUND",
      status: 404,
    });
    await replyToCourseReview(trainer.ctx, { reviewId: String(id), reply: "Gracias por tu reseña." });
    await replyToCourseReview(trainer.ctx, { reviewId: String(id), reply: "¡Gracias, Ana!" });
    const page = await courseReviewsPage(trainer.ctx, { courseId: c.id });
    expect(page.mayReply).toBe(true);
    expect(page.reviews[0]).toMatchObject({ reply: "¡Gracias, Ana!", reportable: true });
  });

  it("pages the reviews 10 at a time and tells the course page its certificate's validity", async () => {
    const c = await course(null);
    for (let index = 0; index < 11; index++) {
      const member = await student(c.slug, c.id);
      await saveCourseReview(member.ctx, { slug: c.slug, rating: String((index % 5) + 1), body: `${TEXT} ${index}` });
    }
    const first = await courseReviewsPage(testContext(), { courseId: c.id });
    expect(first).toMatchObject({ total: 11, pages: 2, page: 1 });
    expect(first.reviews).toHaveLength(10);
    expect((await courseReviewsPage(testContext(), { courseId: c.id, page: 2 })).reviews).toHaveLength(1);
    await testDb().update(courses).set({ certificateValidityYears: 3 }).where(eq(courses.id, c.id));
    expect(await coursePageFacts({ db: testDb() }, c.id)).toEqual({ assessment: null, certificateValidityYears: 3 });
  });
});
