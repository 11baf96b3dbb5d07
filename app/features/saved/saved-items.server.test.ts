import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { savedItems } from "~/db/schema/learning";
import { importEvents } from "~/features/events/public.server";
import { courseCardsByIds, importCourses } from "~/features/learning/public.server";
import { importDocuments } from "~/features/library/public.server";
import { importArticles } from "~/features/news/public.server";
import { testContext } from "../../../tests/context";
import { actingCompany, actingIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { isSaved, savedIds, saveItem, unsaveItem } from "./saved-items.server";

async function publishedCourse(status: "draft" | "published" = "published") {
  const slug = `guardable-${crypto.randomUUID().slice(0, 8)}`;
  const [course] = await importCourses({ db: testDb(), now: () => new Date() }, [
    {
      slug,
      title: `Curso ${slug}`,
      summary: "Resumen",
      description: "Descripción",
      category: "video",
      level: "beginner",
      durationHours: 2,
      trainerId: null,
      status,
      lessons: [],
    },
  ]);
  return String(course?.id);
}

describe("saved items (spec §3 saved_items, §7, §8)", () => {
  it("answers 'No se encontró usuario autenticado' without a session and says false for its status", async () => {
    const courseId = await publishedCourse();
    expect(await refusalOf(saveItem(testContext(), { itemType: "course", itemId: courseId }))).toEqual({
      key: "SAVED_LOGIN_REQUIRED",
      status: 401,
      message: "No se encontró usuario autenticado",
    });
    expect(await refusalOf(unsaveItem(testContext(), { itemType: "course", itemId: courseId }))).toMatchObject({ status: 401 });
    expect(await isSaved(testContext(), { itemType: "course", itemId: courseId })).toBe(false);
  });

  it("saves once: a second save, and saves at once, succeed as 'already saved'; unsave deletes", async () => {
    const courseId = await publishedCourse();
    const ana = await actingIndividual();
    expect(await saveItem(ana.ctx, { itemType: "course", itemId: courseId })).toBe("saved");
    expect(await saveItem(ana.ctx, { itemType: "course", itemId: courseId })).toBe("already_saved");
    const other = await publishedCourse();
    const outcomes = await Promise.all([1, 2, 3].map(() => saveItem(ana.ctx, { itemType: "course", itemId: other })));
    expect(outcomes.sort()).toEqual(["already_saved", "already_saved", "saved"]);
    expect(await isSaved(ana.ctx, { itemType: "course", itemId: courseId })).toBe(true);
    expect(await savedIds(ana.ctx, "course", 10)).toEqual([other, courseId]);
    expect((await courseCardsByIds({ db: testDb() }, [other, courseId])).map((card) => String(card.id))).toEqual([other, courseId]);
    await unsaveItem(ana.ctx, { itemType: "course", itemId: courseId });
    expect(await isSaved(ana.ctx, { itemType: "course", itemId: courseId })).toBe(false);
    await unsaveItem(ana.ctx, { itemType: "course", itemId: courseId });
  });

  it("saves only what exists: no drafts, no unknown ids or types, no event that is not approved, no unknown document (404)", async () => {
    const ana = await actingIndividual();
    const draft = await publishedCourse("draft");
    for (const ref of [
      { itemType: "course", itemId: draft },
      { itemType: "course", itemId: "999999999" },
      { itemType: "course", itemId: "1; drop table x" },
      { itemType: "event", itemId: "999999999" },
      { itemType: "document", itemId: "999999999" },
      { itemType: "receta", itemId: "1" },
    ]) {
      expect(await refusalOf(saveItem(ana.ctx, ref))).toMatchObject({ status: 404, message: "Elemento no encontrado" });
    }
    expect(await testDb().select().from(savedItems).where(eq(savedItems.saverId, ana.userId))).toEqual([]);
  });

  it("saves an approved event, a library document and a published article, each as its own type", async () => {
    const ana = await actingIndividual();
    const [eventId] = await importEvents({ db: testDb(), now: () => new Date() }, [
      {
        slug: `evento-${crypto.randomUUID()}`,
        title: "Encuentro de técnicos",
        description: "Una tarde para conocer colegas de la región.",
        eventType: "meetup",
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 90_000_000),
        timeZone: "America/Bogota",
        onlineUrl: "https://meet.example/encuentro",
      },
    ]);
    const [documentId] = await importDocuments({ db: testDb() }, [
      {
        title: "Manual de prueba",
        description: "Un manual para la prueba de guardados.",
        category: "audio",
        docType: "manual",
        uploadedBy: null,
        externalUrl: "https://example.com/m.pdf",
      },
    ]);
    const [articleId] = await importArticles({ db: testDb() }, [
      {
        slug: `nota-${crypto.randomUUID()}`,
        title: "Nota para guardar",
        summary: "Una nota publicada que se puede guardar para leer después.",
        body: "<p>Texto de la nota publicada.</p>",
        category: "comunidad",
        audience: "public",
        authorId: null,
        publishedAt: new Date(),
      },
    ]);
    for (const [itemType, itemId] of [
      ["event", eventId],
      ["document", documentId],
      ["news", articleId],
    ] as const) {
      expect(await saveItem(ana.ctx, { itemType, itemId: String(itemId) })).toBe("saved");
      expect(await savedIds(ana.ctx, itemType, 10)).toEqual([String(itemId)]);
    }
    expect(await refusalOf(saveItem(ana.ctx, { itemType: "news", itemId: "999999999" }))).toMatchObject({ status: 404 });
  });

  it("keeps each saver's items their own: a company saves as a company, and nobody sees or removes another's", async () => {
    const courseId = await publishedCourse();
    const ana = await actingIndividual();
    const firm = await actingCompany();
    await saveItem(ana.ctx, { itemType: "course", itemId: courseId });
    await saveItem(firm.ctx, { itemType: "course", itemId: courseId });
    expect((await testDb().select().from(savedItems).where(eq(savedItems.saverId, firm.userId)))[0]).toMatchObject({ saverType: "company" });
    const third = await actingIndividual();
    expect(await savedIds(third.ctx, "course", 10)).toEqual([]);
    await unsaveItem(third.ctx, { itemType: "course", itemId: courseId });
    expect(await isSaved(ana.ctx, { itemType: "course", itemId: courseId })).toBe(true);
  });
});
