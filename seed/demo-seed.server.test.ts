import { and, count, eq, inArray, isNotNull, isNull, like, or, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/db/rows";
import { assessmentAttempts, assessmentQuestions, courseAssessments, courseReviews } from "~/db/schema/assessments";
import { user } from "~/db/schema/auth";
import { availabilityHolds } from "~/db/schema/availability";
import { bookingEvents, bookingReviews, bookings } from "~/db/schema/bookings";
import { companyWebsites } from "~/db/schema/company-sites";
import { eventRegistrations, events } from "~/db/schema/events";
import { userFollows } from "~/db/schema/follows";
import { jobApplications, jobOffers } from "~/db/schema/job-board";
import { certificates, courseEnrollments, courseLessons, courses, savedItems } from "~/db/schema/learning";
import { libraryDocuments } from "~/db/schema/library";
import { messages } from "~/db/schema/messages";
import { news } from "~/db/schema/news";
import { notifications } from "~/db/schema/notifications";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { kitItems, profileMedia, showCredits } from "~/db/schema/technician-pages";
import { addDays, dayIn, defaultTimeZone } from "~/features/availability/public";
import { bookingsList } from "~/features/bookings/booking-list.server";
import { BOOKING_TABS } from "~/features/bookings/booking-view";
import { ratingSummary } from "~/features/bookings/public.server";
import { SITE_IMAGE_RULES, type SiteData, type SiteImageSlot, whatsappNumber } from "~/features/company-sites/public";
import { searchTechnicians } from "~/features/profiles/public.server";
import { myTalentLists, myTalentSearches, talentListPage, talentNoteFor } from "~/features/recruiting/public.server";
import { creditsOnPage } from "~/features/technician-pages/credits.server";
import { handleProblem } from "~/features/technician-pages/handle-rules";
import { MEDIA_BUCKET, MEDIA_PHOTO_WIDTHS } from "~/features/technician-pages/media-rules";
import { fileStore } from "~/lib/storage/file-store.server";
import { imageKey } from "~/lib/storage/image-key";
import { isCrewRole } from "~/lib/vocabulary/crew-roles";
import { isKitCategory } from "~/lib/vocabulary/kit-categories";
import { isWorkLanguage } from "~/lib/vocabulary/work-languages";
import { actingAs, testContext } from "../tests/context";
import { drainOutbox } from "../tests/outbox";
import { testDb } from "../tests/setup/test-database";
import { demoBookings } from "./content/demo-bookings";
import { DEMO_COURSES } from "./content/demo-courses";
import { DEMO_DOCUMENTS } from "./content/demo-documents";
import { DEMO_EVENTS } from "./content/demo-events";
import { DEMO_LOGINS } from "./content/demo-logins";
import { DEMO_DMX_GUIDE_SLUG, DEMO_NEWS } from "./content/demo-news";
import { cordobaLightingTechnicians, DEMO_TALENT_LIST, DEMO_TALENT_NOTE, DEMO_TALENT_SEARCH } from "./content/demo-recruiting";
import { DEMO_SITES } from "./content/demo-sites";
import { seedDemoData } from "./demo-seed.server";
import { seedDemoBookings } from "./load/demo-bookings.server";
import { nextSaturday } from "./load/demo-recruiting.server";

/** Seeding the whole demo network (pictures in every width, CVs, a year of activity) is the slowest thing a test does; a loaded CI machine needs more than the default 30 s. */
const DEMO_SEED_TIMEOUT_MS = 180_000;

async function idOf(email: string): Promise<string> {
  const [row] = await testDb().select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

describe("the demo network", () => {
  it(
    "gives every demo login a few read and unread notifications of several types, once",
    async () => {
      await seedDemoData(testContext());
      await seedDemoData(testContext());
      const accounts = await testDb()
        .select({ id: user.id, email: user.email })
        .from(user)
        .where(inArray(user.email, Object.values(DEMO_LOGINS)));
      expect(accounts).toHaveLength(Object.values(DEMO_LOGINS).length);
      for (const account of accounts) {
        // What the seed wrote (no source event): on a shared database, other tests' broadcasts (a public article) reach these accounts too.
        const rows = await testDb()
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, account.id), isNull(notifications.sourceEventId)));
        expect(
          rows.some((row) => row.isRead),
          account.email,
        ).toBe(true);
        expect(
          rows.some((row) => !row.isRead),
          account.email,
        ).toBe(true);
        expect(new Set(rows.map((row) => row.notificationType)).size, account.email).toBeGreaterThanOrEqual(2);
        expect(rows.length, account.email).toBeLessThanOrEqual(6);
      }
    },
    DEMO_SEED_TIMEOUT_MS,
  );
});

describe("the demo network's profiles", () => {
  it(
    "has generated avatars and logos, downloadable CVs, public profiles and follows",
    async () => {
      await seedDemoData(testContext());
      const people = await testDb()
        .select({
          id: userProfiles.id,
          photo: userProfiles.profileImageUrl,
          cv: userProfiles.cvPath,
          enabled: userProfiles.hasCvEnabled,
          pageVisibility: userProfiles.pageVisibility,
        })
        .from(userProfiles)
        .where(like(userProfiles.email, "%@demo.redav.lat"));
      const withPhoto = people.filter((person) => person.photo);
      expect(withPhoto.length).toBeGreaterThanOrEqual(20);
      expect(people.filter((person) => person.pageVisibility === "public").length).toBeGreaterThanOrEqual(20);
      const store = fileStore(testDb());
      const photo = await store.get("profile-images", String(withPhoto[0].photo).replace("/files/profile-images/", ""));
      expect(photo?.contentType).toBe("image/webp");
      const owner = people.find((person) => person.cv && person.enabled);
      const cv = await store.get("cvs", String(owner?.cv));
      expect(cv?.bytes.subarray(0, 5).toString()).toBe("%PDF-");
      const company = (await testDb().select({ id: user.id }).from(user).where(eq(user.email, DEMO_LOGINS.company)))[0];
      const [logo] = await testDb().select({ logo: companyProfiles.logo }).from(companyProfiles).where(eq(companyProfiles.id, company.id));
      expect(logo.logo).toMatch(/^\/files\/company-logos\//);
      const [follows] = await testDb()
        .select({ total: count() })
        .from(userFollows)
        .where(
          inArray(
            userFollows.followerId,
            people.map((person) => person.id),
          ),
        );
      expect(follows.total).toBeGreaterThanOrEqual(people.length * 3);
    },
    DEMO_SEED_TIMEOUT_MS,
  );
});

describe("the demo conversations", () => {
  it("give every demo login a living inbox, seeded once and within the rules of sending", async () => {
    await seedDemoData(testContext());
    const accounts = await testDb().select({ id: user.id, email: user.email, type: user.userType }).from(user).where(like(user.email, "%demo.redav.lat"));
    const ids = accounts.map((account) => account.id);
    const demoMessages = () =>
      testDb()
        .select()
        .from(messages)
        .where(or(inArray(messages.senderId, ids), inArray(messages.recipientId, ids)))
        .orderBy(messages.createdAt, messages.id);
    const rows = await demoMessages();
    await seedDemoData(testContext());
    expect(await demoMessages()).toHaveLength(rows.length);

    const kind = new Map(accounts.map((account) => [account.id, account.type]));
    const pairs = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = [row.senderId, row.recipientId].sort().join(" ");
      pairs.set(key, [...(pairs.get(key) ?? []), row]);
    }
    const logins = accounts.filter((account) => (Object.values(DEMO_LOGINS) as string[]).includes(account.email));
    expect(logins).toHaveLength(Object.values(DEMO_LOGINS).length);
    for (const login of logins) {
      const mine = rows.filter((row) => row.senderId === login.id || row.recipientId === login.id);
      const counterparts = new Set(mine.map((row) => (row.senderId === login.id ? row.recipientId : row.senderId)));
      expect(counterparts.size, login.email).toBeGreaterThanOrEqual(2);
      expect(mine.filter((row) => row.recipientId === login.id && !row.isRead).length, login.email).toBeGreaterThanOrEqual(1);
      const backAndForth = [...pairs.values()].some(
        (thread) => thread.length >= 3 && thread.some((row) => row.senderId === login.id) && thread.some((row) => row.recipientId === login.id),
      );
      expect(backAndForth, login.email).toBe(true);
    }
    const loginIds = new Set(logins.map((login) => login.id));
    expect(rows.some((row) => !loginIds.has(row.senderId) && !loginIds.has(row.recipientId))).toBe(true);

    for (const thread of pairs.values()) {
      const [first] = thread;
      if (kind.get(first.recipientId) === "company") expect(kind.get(first.senderId), "an individual wrote first to a company").toBe("company");
      thread.slice(1).forEach((row, index) => {
        expect(row.senderId, "replies alternate").toBe(thread[index].recipientId);
      });
    }

    const perDay = new Map<string, Set<string>>();
    for (const row of rows.filter((candidate) => kind.get(candidate.senderId) === "individual")) {
      const key = `${row.senderId} ${row.createdAt.toISOString().slice(0, 10)}`;
      perDay.set(key, (perDay.get(key) ?? new Set()).add(row.recipientId));
    }
    for (const [key, recipients] of perDay) expect(recipients.size, key).toBeLessThanOrEqual(5);

    const now = Date.now();
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeGreaterThan(now - 22 * 24 * 60 * 60 * 1000);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now);
      expect(row.readAt === null, `read_at follows is_read (${row.subject})`).toBe(!row.isRead);
      if (row.readAt) expect(row.readAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
    }
  });
});

describe("the demo job board", () => {
  it("has 40 or more active offers across countries, categories and job types, some remote and some with a salary, once", async () => {
    await seedDemoData(testContext());
    await seedDemoData(testContext());
    const offers = (
      await testDb()
        .select()
        .from(jobOffers)
        .innerJoin(companyProfiles, eq(companyProfiles.id, jobOffers.creatorId))
        .where(like(companyProfiles.email, "%demo.redav.lat"))
    ).map((row) => row.job_offers);
    expect(offers.every((offer) => offer.status === "active")).toBe(true);
    expect(offers.length).toBeGreaterThanOrEqual(40);
    expect(offers.length).toBeLessThan(80);
    expect(new Set(offers.map((offer) => offer.country)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(offers.flatMap((offer) => offer.category)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(offers.map((offer) => offer.jobType)).size).toBe(5);
    expect(offers.some((offer) => offer.remoteAllowed)).toBe(true);
    expect(offers.some((offer) => offer.salaryMin !== null)).toBe(true);
    expect(offers.some((offer) => offer.salaryMin === null)).toBe(true);
    const statuses = await testDb()
      .selectDistinct({ status: jobApplications.status })
      .from(jobApplications)
      .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.jobId))
      .innerJoin(user, eq(user.id, jobOffers.creatorId))
      .where(eq(user.email, DEMO_LOGINS.company));
    // The demo company's log-in shows the pipeline: applications in every status on its own offers.
    expect(statuses.map((row) => row.status).sort()).toEqual(["accepted", "contacted", "pending", "rejected", "reviewed"]);
  });
});

describe("the demo university", () => {
  it("has nine published courses from the demo trainers across levels and tiers, members enrolled with progress, seven certificates (one revoked) and saved courses, once", async () => {
    await seedDemoData(testContext());
    await seedDemoData(testContext());
    const slugs = DEMO_COURSES.map((course) => course.slug);
    const seeded = await testDb().select().from(courses).where(inArray(courses.slug, slugs));
    expect(seeded).toHaveLength(9);
    expect(seeded.every((course) => course.status === "published" && course.trainerId !== null)).toBe(true);
    expect(new Set(seeded.map((course) => course.level)).size).toBe(3);
    expect(new Set(seeded.map((course) => course.minLevel)).size).toBe(3);
    const lessonCounts = await testDb()
      .select({ courseId: courseLessons.courseId, lessons: count() })
      .from(courseLessons)
      .where(
        inArray(
          courseLessons.courseId,
          seeded.map((course) => course.id),
        ),
      )
      .groupBy(courseLessons.courseId);
    expect(lessonCounts.every((row) => row.lessons >= 4 && row.lessons <= 10)).toBe(true);
    const [olga] = await testDb().select({ id: user.id }).from(user).where(eq(user.email, DEMO_LOGINS.gold));
    const olgas = await testDb()
      .select({ completedAt: courseEnrollments.completedAt })
      .from(courseEnrollments)
      .where(eq(courseEnrollments.userId, olga?.id ?? ""));
    expect(olgas.map((row) => row.completedAt !== null).sort()).toEqual([false, false, true]);
    const [bruno] = await testDb().select({ id: user.id }).from(user).where(eq(user.email, DEMO_LOGINS.bronze));
    expect(
      await testDb()
        .select()
        .from(savedItems)
        .where(eq(savedItems.saverId, bruno?.id ?? "")),
    ).toHaveLength(2);
    const issued = await testDb()
      .select({ revokedAt: certificates.revokedAt })
      .from(certificates)
      .where(
        inArray(
          certificates.courseId,
          seeded.map((course) => course.id),
        ),
      );
    // Plata's revoked one and Oro's, and the five demo technicians who passed and reviewed a course (issue 40).
    expect(issued.map((row) => row.revokedAt !== null).sort()).toEqual([false, false, false, false, false, false, true]);
  });

  it(
    "gives every demo course a real graded assessment in its language, two lesson quizzes, validity and renewal, passed attempts and reviews, once (issue 40)",
    async () => {
      await seedDemoData(testContext());
      await seedDemoData(testContext());
      const seeded = await testDb()
        .select()
        .from(courses)
        .where(
          inArray(
            courses.slug,
            DEMO_COURSES.map((course) => course.slug),
          ),
        );
      const ids = seeded.map((course) => course.id);
      const assessments = await testDb().select().from(courseAssessments).where(inArray(courseAssessments.courseId, ids));
      const graded = assessments.filter((assessment) => assessment.lessonId === null);
      expect(graded.map((assessment) => assessment.courseId).sort()).toEqual([...ids].sort());
      const quizzes = assessments.filter((assessment) => assessment.lessonId !== null);
      expect(quizzes).toHaveLength(2);
      const bank = await testDb()
        .select()
        .from(assessmentQuestions)
        .where(
          inArray(
            assessmentQuestions.assessmentId,
            assessments.map((assessment) => assessment.id),
          ),
        );
      for (const assessment of graded) {
        const questions = bank.filter((question) => question.assessmentId === assessment.id);
        expect(questions.length).toBeGreaterThanOrEqual(10);
        expect(questions.length).toBeLessThanOrEqual(14);
        expect(new Set(questions.map((question) => question.kind))).toEqual(new Set(["single", "multiple", "true_false"]));
        expect(assessment.questionsPerAttempt).toBeGreaterThanOrEqual(6);
        expect(assessment.questionsPerAttempt).toBeLessThanOrEqual(Math.min(10, questions.length));
        expect(assessment).toMatchObject({ passingPercent: 70, maxAttempts: 3, waitMinutes: 60 });
      }
      expect(graded.some((assessment) => assessment.timeLimitMinutes !== null)).toBe(true);
      expect(graded.some((assessment) => assessment.timeLimitMinutes === null)).toBe(true);
      for (const quiz of quizzes) {
        expect(bank.filter((question) => question.assessmentId === quiz.id).length).toBeGreaterThanOrEqual(quiz.questionsPerAttempt);
      }
      for (const question of bank) {
        expect(question.explanation.length).toBeGreaterThan(20);
        const right = question.options.filter((option) => option.correct).length;
        expect(question.options.length).toBeGreaterThanOrEqual(2);
        expect(new Set(question.options.map((option) => option.id)).size).toBe(question.options.length);
        if (question.kind === "single") expect(right).toBe(1);
        if (question.kind === "multiple") expect(right).toBeGreaterThanOrEqual(2);
        if (question.kind === "true_false") {
          expect(question.options.map((option) => option.id)).toEqual(["true", "false"]);
          expect(right).toBe(1);
        }
      }
      const bySlug = new Map(seeded.map((course) => [course.slug, course]));
      expect(bySlug.get("sistemas-pa-alineacion")).toMatchObject({ certificateValidityYears: 3, renewalCourseId: bySlug.get("redes-audio-dante")?.id });
      expect(bySlug.get("rigging-seguro-producciones")).toMatchObject({ certificateValidityYears: 3, renewalCourseId: null });

      // Oro passed the FOH assessment and her certificate shows its band; every demo certificate of a course with an assessment has a passed attempt.
      const oro = await idOf(DEMO_LOGINS.gold);
      const [oroAttempt] = await testDb().select().from(assessmentAttempts).where(eq(assessmentAttempts.userId, oro));
      expect(oroAttempt).toMatchObject({ passed: true, number: 1 });
      expect(oroAttempt?.questions).toHaveLength(8);
      const [oroCertificate] = await testDb()
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, oro), eq(certificates.courseId, bySlug.get("sonido-en-vivo-fundamentos")?.id ?? 0)));
      expect(oroCertificate).toMatchObject({ scorePercent: oroAttempt?.scorePercent, showScoreBand: true });
      const issued = await testDb().select().from(certificates).where(inArray(certificates.courseId, ids));
      const attempts = await testDb()
        .select()
        .from(assessmentAttempts)
        .where(
          inArray(
            assessmentAttempts.assessmentId,
            graded.map((assessment) => assessment.id),
          ),
        );
      for (const certificate of issued) {
        const attempt = attempts.find(
          (row) => row.userId === certificate.userId && graded.find((assessment) => assessment.id === row.assessmentId)?.courseId === certificate.courseId,
        );
        expect(attempt?.passed).toBe(true);
        expect(certificate.scorePercent).toBe(attempt?.scorePercent);
      }
      expect(attempts.every((attempt) => attempt.gradedAt !== null && attempt.scorePercent !== null && attempt.scorePercent >= 70)).toBe(true);

      // Reviews by members who finished the course; the counters match the visible reviews; one has the trainer's reply.
      const reviews = await testDb().select().from(courseReviews).where(inArray(courseReviews.courseId, ids));
      expect(reviews.length).toBeGreaterThanOrEqual(5);
      const finished = await testDb()
        .select({ userId: courseEnrollments.userId, courseId: courseEnrollments.courseId })
        .from(courseEnrollments)
        .where(and(inArray(courseEnrollments.courseId, ids), isNotNull(courseEnrollments.completedAt)));
      expect(reviews.every((review) => finished.some((row) => row.userId === review.userId && row.courseId === review.courseId))).toBe(true);
      for (const course of seeded) {
        const visible = reviews.filter((review) => review.courseId === course.id && review.hiddenAt === null);
        expect([course.reviewCount, course.reviewRatingSum]).toEqual([visible.length, visible.reduce((sum, review) => sum + review.rating, 0)]);
      }
      const replied = reviews.filter((review) => review.reply !== null);
      expect(replied).toHaveLength(1);
      expect(replied[0]?.repliedBy).toBe(bySlug.get("sonido-en-vivo-fundamentos")?.trainerId);
    },
    DEMO_SEED_TIMEOUT_MS,
  );

  it("has twelve news articles (the DMX guide the notice announces, some for members), fifteen events (online, one cancelled, one full with a waiting list) and thirty documents, once", async () => {
    await seedDemoData(testContext());
    await seedDemoData(testContext());
    const articles = await testDb()
      .select({ slug: news.slug, audience: news.audience, isPublished: news.isPublished })
      .from(news)
      .where(
        inArray(
          news.slug,
          DEMO_NEWS.map((article) => article.slug),
        ),
      );
    expect(articles).toHaveLength(12);
    expect(articles.every((article) => article.isPublished)).toBe(true);
    expect(articles.filter((article) => article.audience !== "public").length).toBeGreaterThanOrEqual(3);
    expect(articles.map((article) => article.slug)).toContain(DEMO_DMX_GUIDE_SLUG);
    const seeded = await testDb()
      .select({ id: events.id, onlineUrl: events.onlineUrl, status: events.status, capacity: events.capacity, startsAt: events.startsAt })
      .from(events)
      .where(
        inArray(
          events.slug,
          DEMO_EVENTS.map((event) => event.slug),
        ),
      );
    expect(seeded).toHaveLength(15);
    expect(seeded.filter((event) => event.onlineUrl !== null).length).toBeGreaterThanOrEqual(3);
    expect(seeded.filter((event) => event.status === "cancelled")).toHaveLength(1);
    expect(seeded.every((event) => event.startsAt.getTime() > Date.now() && event.startsAt.getTime() < Date.now() + 95 * 24 * 60 * 60 * 1000)).toBe(true);
    const waiting = await testDb()
      .select({ value: count() })
      .from(eventRegistrations)
      .where(
        and(
          inArray(
            eventRegistrations.eventId,
            seeded.map((event) => event.id),
          ),
          eq(eventRegistrations.status, "waitlisted"),
        ),
      );
    expect(Number(waiting[0]?.value)).toBeGreaterThan(0);
    const documents = await testDb()
      .select({ minLevel: libraryDocuments.minLevel, filePath: libraryDocuments.filePath, category: libraryDocuments.category })
      .from(libraryDocuments)
      .where(
        inArray(
          libraryDocuments.title,
          DEMO_DOCUMENTS.map(([title]) => title),
        ),
      );
    expect(documents).toHaveLength(30);
    expect(new Set(documents.map((document) => document.category)).size).toBeGreaterThanOrEqual(5);
    expect(documents.some((document) => document.minLevel === "gold")).toBe(true);
    expect(documents.filter((document) => document.filePath !== null).length).toBeGreaterThanOrEqual(20);
  });
});

describe("the demo company websites", () => {
  it("has eight published sites across countries and one draft, with WhatsApp-ready phones, described pictures stored in every width, once", async () => {
    await seedDemoData(testContext());
    const { sites: again } = await seedDemoData(testContext());
    expect(again).toBe(0);
    const rows = await testDb()
      .select({ site: companyWebsites, slug: companyProfiles.slug, country: companyProfiles.country, name: companyProfiles.companyName })
      .from(companyWebsites)
      .innerJoin(companyProfiles, eq(companyProfiles.id, companyWebsites.companyId))
      .where(
        inArray(
          companyProfiles.slug,
          DEMO_SITES.map((site) => site.slug),
        ),
      );
    expect(rows).toHaveLength(9);
    const published = rows.filter((row) => row.site.isPublished);
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(new Set(published.map((row) => row.country)).size).toBeGreaterThanOrEqual(5);
    const drafts = rows.filter((row) => !row.site.isPublished);
    expect(drafts).toHaveLength(1);
    expect(drafts[0].site.data).toEqual({});
    expect(drafts[0].site.publishedAt).toBeNull();
    const store = fileStore(testDb());
    for (const row of rows) {
      expect(row.site.slug, row.name).toBe(row.slug);
      const site = row.site.draft as SiteData;
      if (row.site.isPublished) expect(row.site.data, row.name).toEqual(site);
      expect(site.title).toBe(row.name);
      expect(whatsappNumber(site.contact.phone, row.country), `${site.contact.phone} (${row.country})`).toMatch(/^\d{10,13}$/);
      expect(site.products.items.length).toBeGreaterThanOrEqual(4);
      expect(site.gallery.images.length).toBeGreaterThanOrEqual(4);
      expect(site.gallery.images.every((image) => image.alt.trim().length > 0)).toBe(true);
      const images: [SiteImageSlot, string][] = [
        ["hero", site.hero.backgroundImage],
        ["about", site.about.image],
        ...site.products.items.map((item): [SiteImageSlot, string] => ["product", item.image]),
        ...site.gallery.images.map((image): [SiteImageSlot, string] => ["gallery", image.src]),
      ];
      for (const [slot, base] of images) {
        expect(base.startsWith(`${row.site.companyId}/`), `${row.name} ${slot}`).toBe(true);
        for (const width of SITE_IMAGE_RULES[slot].widths) {
          const file = await store.get(SITE_IMAGE_RULES[slot].bucket, imageKey(base, width));
          expect(file?.contentType, `${row.name} ${slot} ${base} ${width}`).toBe("image/webp");
        }
      }
    }
  });
});

describe("the demo calendars (issue 27)", () => {
  it("give most demo technicians marks over the next two months, weekends busier, so a date filter finds real, varied people", async () => {
    await seedDemoData(testContext());
    await seedDemoData(testContext());
    const [{ technicians, calendars, hidden }] = await queryRows<{ technicians: number; calendars: number; hidden: number }>(
      testDb(),
      sql`select count(*)::int as technicians,
                 count(s.user_id)::int as calendars,
                 count(*) filter (where s.visibility = 'nobody')::int as hidden
          from user_profiles p join "user" u on u.id = p.id left join availability_settings s on s.user_id = p.id
          where u.email like '%@demo.redav.lat' and not p.is_admin`,
    );
    expect(calendars / technicians).toBeGreaterThan(0.7);
    expect(hidden).toBeGreaterThan(0);
    const days = await queryRows<{ weekend: boolean; busy: number; total: number }>(
      testDb(),
      sql`select extract(isodow from d) >= 5 as weekend, count(*) filter (where r.status = 'busy')::int as busy, count(*)::int as total
          from availability_ranges r join "user" u on u.id = r.user_id, generate_series(r.starts_on, r.ends_on, interval '1 day') d
          where u.email like '%@demo.redav.lat' group by 1`,
    );
    const share = (weekend: boolean) => {
      const row = days.find((entry) => entry.weekend === weekend);
      return row ? row.busy / row.total : 0;
    };
    expect(share(true)).toBeGreaterThan(share(false));
    const [company] = await testDb().select({ id: user.id }).from(user).where(eq(user.email, DEMO_LOGINS.company));
    const saturday = new Date();
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7 || 7));
    const day = saturday.toISOString().slice(0, 10);
    const found = await searchTechnicians(await actingAs(String(company?.id)), {
      q: "",
      skills: [],
      country: "",
      city: "",
      page: 1,
      seed: 0,
      window: { from: day, to: day, tentative: true },
    });
    expect(found.count).toBeGreaterThan(3);
    expect(new Set(found.technicians.map((card) => card.country)).size).toBeGreaterThan(2);
    expect(found.count).toBeLessThan(calendars);
  });
});

describe("the demo technicians' public pages (issue 38)", () => {
  it(
    "give most demo technicians a valid, unique address, a mix of visibilities (exactly one hidden), 3–8 credits, kit and drawn photos stored in profile-media, once",
    async () => {
      await seedDemoData(testContext());
      const demoPages = async () => {
        const people = await testDb()
          .select({
            id: userProfiles.id,
            email: userProfiles.email,
            handle: userProfiles.handle,
            visibility: userProfiles.pageVisibility,
            headline: userProfiles.headline,
            languages: userProfiles.languages,
          })
          .from(userProfiles)
          .where(and(like(userProfiles.email, "%@demo.redav.lat"), eq(userProfiles.isAdmin, false)))
          .orderBy(userProfiles.email);
        const ids = people.map((person) => person.id);
        return {
          people,
          // The page import's credits (the demo bookings add verified ones of their own: seed/demo-bookings.server.test.ts).
          credits: await testDb()
            .select()
            .from(showCredits)
            .where(and(inArray(showCredits.userId, ids), isNull(showCredits.bookingId)))
            .orderBy(showCredits.id),
          kit: await testDb().select().from(kitItems).where(inArray(kitItems.userId, ids)).orderBy(kitItems.id),
          media: await testDb().select().from(profileMedia).where(inArray(profileMedia.userId, ids)).orderBy(profileMedia.id),
        };
      };
      const first = await demoPages();
      await seedDemoData(testContext());
      expect(await demoPages(), "a second seed changes nothing").toEqual(first);

      const { people, credits, kit, media } = first;
      const pages = people.filter((person) => person.handle !== null);
      expect(pages.length / people.length).toBeGreaterThan(0.6);
      for (const page of pages) expect(handleProblem(String(page.handle)), String(page.handle)).toBeNull();
      expect(new Set(pages.map((page) => page.handle)).size).toBe(pages.length);
      expect(people.filter((person) => person.visibility === "hidden")).toHaveLength(1);
      expect(pages.filter((page) => page.visibility === "members").length).toBeGreaterThanOrEqual(5);
      expect(pages.filter((page) => page.visibility === "public").length).toBeGreaterThan(pages.length / 2);

      const byEmail = new Map(people.map((person) => [person.email, person]));
      const creditsOf = (id: string) => credits.filter((credit) => credit.userId === id);
      const gold = byEmail.get(DEMO_LOGINS.gold);
      expect(gold?.visibility).toBe("public");
      expect(gold?.handle).not.toBeNull();
      expect(creditsOf(String(gold?.id)).length).toBeGreaterThanOrEqual(6);
      expect(media.filter((item) => item.userId === gold?.id).length).toBeGreaterThanOrEqual(3);
      expect(kit.filter((item) => item.userId === gold?.id).length).toBeGreaterThanOrEqual(3);
      expect(byEmail.get(DEMO_LOGINS.silver)?.visibility).toBe("members");
      expect(byEmail.get(DEMO_LOGINS.silver)?.handle).not.toBeNull();
      const bronze = byEmail.get(DEMO_LOGINS.bronze);
      expect(bronze?.handle, "the bronze log-in starts the editor from nothing").toBeNull();
      expect(creditsOf(String(bronze?.id))).toHaveLength(0);

      for (const page of pages) {
        const mine = creditsOf(page.id);
        expect(mine.length, String(page.handle)).toBeGreaterThanOrEqual(3);
        expect(mine.length, String(page.handle)).toBeLessThanOrEqual(8);
        expect(page.headline, String(page.handle)).toBeTruthy();
        expect(page.languages.length, String(page.handle)).toBeGreaterThanOrEqual(2);
        expect(page.languages.length, String(page.handle)).toBeLessThanOrEqual(4);
        expect(page.languages.every(isWorkLanguage), page.languages.join()).toBe(true);
        expect(
          kit.some((item) => item.userId === page.id),
          String(page.handle),
        ).toBe(true);
        const dates = mine.sort((a, b) => a.position - b.position).map((credit) => credit.startsOn);
        expect(dates, `${page.handle}: newest first`).toEqual([...dates].sort().reverse());
      }
      expect(credits.every((credit) => isCrewRole(credit.role) && credit.startsOn >= "2023-01-01" && credit.startsOn <= "2026-12-31")).toBe(true);
      expect(credits.every((credit) => credit.verifiedAt === null)).toBe(true);
      expect(new Set(credits.map((credit) => credit.role)).size).toBeGreaterThanOrEqual(10);
      expect(new Set(credits.map((credit) => credit.country)).size).toBe(7);
      expect(new Set(credits.flatMap((credit) => credit.companyId ?? [])).size, "credits linked to demo companies").toBeGreaterThanOrEqual(5);
      expect(kit.every((item) => isKitCategory(item.category))).toBe(true);

      const withPhotos = new Set(media.map((item) => item.userId));
      expect(withPhotos.size).toBeGreaterThanOrEqual(8);
      const store = fileStore(testDb());
      for (const item of media) {
        expect(item.kind).toBe("photo");
        expect(item.alt.startsWith("Ilustración:"), item.alt).toBe(true);
        expect(item.fileKey?.startsWith(`${item.userId}/`)).toBe(true);
        expect(Number(item.width) * Number(item.height)).toBeGreaterThan(0);
      }
      for (const item of media.slice(0, 6))
        for (const width of MEDIA_PHOTO_WIDTHS) expect((await store.get(MEDIA_BUCKET, imageKey(String(item.fileKey), width)))?.contentType).toBe("image/webp");
      for (const userId of withPhotos) {
        const count = media.filter((item) => item.userId === userId).length;
        expect(count).toBeGreaterThanOrEqual(2);
        expect(count).toBeLessThanOrEqual(4);
      }
    },
    DEMO_SEED_TIMEOUT_MS,
  );

  it(
    "its bookings (issue 39) fill every tab of 'Reservas' for oro@ and empresa@, once, with a running challenge, holds, reviews both ways, verified credits and a rating",
    async () => {
      await seedDemoData(testContext());
      await drainOutbox();
      const oro = await idOf(DEMO_LOGINS.gold);
      const empresa = await idOf(DEMO_LOGINS.company);
      const mine = await testDb()
        .select()
        .from(bookings)
        .where(inArray(bookings.technicianId, [oro]));
      const count = (
        await testDb()
          .select({ id: bookings.id })
          .from(bookings)
          .where(inArray(bookings.companyId, [empresa]))
      ).length;
      expect(await seedDemoBookings({ db: testDb(), now: () => new Date() })).toBe(0);
      expect(
        (
          await testDb()
            .select({ id: bookings.id })
            .from(bookings)
            .where(inArray(bookings.companyId, [empresa]))
        ).length,
      ).toBe(count);

      for (const email of [DEMO_LOGINS.gold, DEMO_LOGINS.company]) {
        const { counts } = await bookingsList(await actingAs(await idOf(email)), {});
        for (const tab of BOOKING_TABS) expect(counts[tab], `${email} ${tab}`).toBeGreaterThan(0);
      }
      // First and second options on the same days, the first challenged by the second until a deadline ahead.
      const first = mine.find((booking) => booking.rank === 1 && booking.status === "option");
      const second = mine.find((booking) => booking.rank === 2);
      expect(first?.challengedBy).toBe(second?.id);
      expect(first?.challengeDeadline?.getTime()).toBeGreaterThan(Date.now());
      expect(new Set(mine.map((booking) => booking.status))).toEqual(new Set(["requested", "option", "confirmed", "completed", "cancelled"]));
      const holds = await testDb().select().from(availabilityHolds).where(eq(availabilityHolds.userId, oro));
      expect(holds.map((hold) => [hold.kind, hold.rank]).sort()).toEqual([
        ["confirmed", 1],
        ["option", 1],
        ["option", 2],
      ]);
      const history = await testDb()
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, String(first?.id)));
      expect(history.map((step) => step.kind)).toEqual(["requested", "accepted", "challenged"]);
      expect(history[0]?.params).toEqual({ production: first?.production, companyName: "Sonido Sur Rental" });

      // Done work: reviews both ways, published; the page shows the verified credits and the rating.
      const reviews = await testDb()
        .select()
        .from(bookingReviews)
        .where(
          inArray(
            bookingReviews.bookingId,
            mine.map((booking) => booking.id),
          ),
        );
      expect(new Set(reviews.map((review) => review.authorSide))).toEqual(new Set(["company", "technician"]));
      expect(reviews.every((review) => review.publishedAt !== null)).toBe(true);
      const verified = (await creditsOnPage(testContext(), oro)).filter((credit) => credit.verified);
      expect(verified.map((credit) => credit.production).sort()).toEqual(["Gira Costa de Oro", "Montevideo Rock"]);
      expect(verified.find((credit) => credit.production === "Montevideo Rock")?.companyName).toBe("Montevideo Audio Rental");
      expect(
        await testDb()
          .select()
          .from(showCredits)
          .where(
            inArray(
              showCredits.bookingId,
              mine.map((booking) => booking.id),
            ),
          ),
      ).toHaveLength(2);
      const rating = await ratingSummary(testDb(), oro);
      expect(rating.count).toBe(2);
      expect(rating.average).toBeGreaterThan(4);
      expect(demoBookings().some((booking) => booking.status === "no_show")).toBe(true);
    },
    DEMO_SEED_TIMEOUT_MS,
  );
});

describe("the demo's recruiting tools (issue 41)", () => {
  it(
    "has lighting technicians in Córdoba free next weekend, and the demo company's list with notes, private note and saved search about them, once",
    async () => {
      await seedDemoData(testContext());
      await seedDemoData(testContext());
      const emails = [DEMO_LOGINS.company, ...cordobaLightingTechnicians().map((person) => person.email)];
      const rows = await testDb().select({ id: user.id, email: user.email }).from(user).where(inArray(user.email, emails));
      const idOf = (email: string) => String(rows.find((row) => row.email === email)?.id);
      const company = await actingAs(idOf(DEMO_LOGINS.company));

      const saturday = nextSaturday(dayIn(new Date(), defaultTimeZone("AR")));
      const found = await searchTechnicians(company, {
        q: "",
        skills: ["lighting"],
        country: "AR",
        city: "Córdoba",
        page: 1,
        seed: 0,
        window: { from: saturday, to: addDays(saturday, 1), tentative: false },
      });
      const foundIds = found.technicians.map((card) => card.id);
      for (const person of cordobaLightingTechnicians()) expect(foundIds, person.email).toContain(idOf(person.email));

      const lists = (await myTalentLists(company)).filter((list) => list.name === DEMO_TALENT_LIST.name);
      expect(lists).toHaveLength(1);
      const page = await talentListPage(company, { listId: lists[0].id });
      expect(page.entries.map((entry) => [entry.card.id, entry.note])).toEqual(DEMO_TALENT_LIST.entries.map((entry) => [idOf(entry.email), entry.note]));

      expect((await talentNoteFor(company, idOf(DEMO_TALENT_NOTE.technicianEmail)))?.note).toBe(DEMO_TALENT_NOTE.note);

      const searches = (await myTalentSearches(company)).filter((search) => search.name === DEMO_TALENT_SEARCH.name);
      expect(searches).toHaveLength(1);
      expect(searches[0].filters).toMatchObject({ skills: ["lighting"], country: "AR", city: "Córdoba", from: saturday, to: addDays(saturday, 1) });
    },
    DEMO_SEED_TIMEOUT_MS,
  );
});
