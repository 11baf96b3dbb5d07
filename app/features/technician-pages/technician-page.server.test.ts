import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificates, courses } from "~/db/schema/learning";
import { accountSuspensions, userBlocks } from "~/db/schema/moderation";
import { accountDeletions } from "~/db/schema/privacy";
import { userProfiles } from "~/db/schema/profiles";
import { profileHandleRedirects } from "~/db/schema/technician-pages";
import type { Ctx } from "~/lib/context.server";
import { actingAs, testContext } from "../../../tests/context";
import { actingCompany, createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { type PageVisibility, technicianPage } from "./technician-page.server";

const NOT_FOUND = { key: "PROFILE_NOT_FOUND", status: 404 };

/** A verified technician with a page at a fresh handle and the given visibility. */
async function technician(visibility: PageVisibility, values: Partial<typeof userProfiles.$inferInsert> = {}) {
  const account = await createIndividual();
  const handle = `t-${randomUUID().slice(0, 12)}`;
  await testDb()
    .update(userProfiles)
    .set({ handle, pageVisibility: visibility, jobTitle: ["Ingeniera de monitores"], city: "Montevideo", country: "UY", ...values })
    .where(eq(userProfiles.id, account.userId));
  return { userId: account.userId, handle };
}

/** What a viewer gets at /tecnicos/{handle}: the answer's kind, or the refusal. */
async function seen(ctx: Ctx, handle: string, asVisitor = false) {
  const refusal = await refusalOf(technicianPage(ctx, handle, { asVisitor }));
  if (refusal !== "OK") return { key: refusal.key, status: refusal.status };
  const answer = await technicianPage(ctx, handle, { asVisitor });
  return answer.kind === "page" ? { kind: "page", banner: answer.banner?.kind ?? null, indexable: answer.indexable } : answer;
}

async function memberCtx() {
  const { userId } = await createIndividual();
  return actingAs(userId);
}

async function adminCtx() {
  const { userId } = await createIndividual({ isAdmin: true });
  return actingAs(userId);
}

describe("who sees /tecnicos/{handle} (issue 38)", () => {
  it("a public page: anyone sees it (indexable for a visitor); the owner with a note; an admin with a note", async () => {
    const owner = await technician("public");
    const company = await actingCompany();
    expect(await seen(testContext(), owner.handle)).toEqual({ kind: "page", banner: null, indexable: true });
    expect(await seen(await memberCtx(), owner.handle)).toMatchObject({ kind: "page", banner: null });
    expect(await seen(company.ctx, owner.handle)).toMatchObject({ kind: "page", banner: null });
    expect(await seen(await actingAs(owner.userId), owner.handle)).toMatchObject({ kind: "page", banner: "owner", indexable: false });
    expect(await seen(await adminCtx(), owner.handle)).toMatchObject({ kind: "page", banner: "admin", indexable: false });
  });

  it("a members-only page: a visitor is asked to sign in (nothing of the member in the answer); members and companies see it", async () => {
    const owner = await technician("members");
    const prompt = await technicianPage(testContext(), owner.handle);
    expect(prompt).toEqual({ kind: "sign-in", handle: owner.handle, banner: null });
    expect(await seen(await memberCtx(), owner.handle)).toEqual({ kind: "page", banner: null, indexable: false });
    expect(await seen((await actingCompany()).ctx, owner.handle)).toMatchObject({ kind: "page" });
  });

  it("a hidden page is the same 404 as an unknown handle for visitors, members and companies; its owner and admins see it", async () => {
    const owner = await technician("hidden");
    for (const ctx of [testContext(), await memberCtx(), (await actingCompany()).ctx]) {
      expect(await seen(ctx, owner.handle)).toEqual(NOT_FOUND);
      expect(await seen(ctx, `nadie-${randomUUID().slice(0, 8)}`)).toEqual(NOT_FOUND);
    }
    expect(await seen(await actingAs(owner.userId), owner.handle)).toMatchObject({ kind: "page", banner: "owner" });
    expect(await seen(await adminCtx(), owner.handle)).toMatchObject({ kind: "page", banner: "admin" });
  });

  it("the owner's preview as a visitor is exactly what a visitor gets, marked as a preview; others' ?vista=visitante changes nothing", async () => {
    const open = await technician("public");
    const members = await technician("members");
    const hidden = await technician("hidden");
    expect(await seen(await actingAs(open.userId), open.handle, true)).toEqual({ kind: "page", banner: "preview", indexable: false });
    expect(await technicianPage(await actingAs(members.userId), members.handle, { asVisitor: true })).toMatchObject({
      kind: "sign-in",
      banner: { kind: "preview", visibility: "members" },
    });
    expect(await technicianPage(await actingAs(hidden.userId), hidden.handle, { asVisitor: true })).toMatchObject({
      kind: "absent",
      banner: { kind: "preview", visibility: "hidden" },
    });
    expect(await seen(await memberCtx(), members.handle, true)).toMatchObject({ kind: "page", banner: null });
    expect(await seen(await memberCtx(), hidden.handle, true)).toEqual(NOT_FOUND);
  });

  it("a block either way is a 404 for the other (the page stays for everyone else); the blocker's own page too", async () => {
    const owner = await technician("public");
    const blocked = await createIndividual();
    const blocker = await createIndividual();
    await testDb().insert(userBlocks).values({ blockerId: owner.userId, blockedId: blocked.userId });
    await testDb().insert(userBlocks).values({ blockerId: blocker.userId, blockedId: owner.userId });
    expect(await seen(await actingAs(blocked.userId), owner.handle)).toEqual(NOT_FOUND);
    expect(await seen(await actingAs(blocker.userId), owner.handle)).toEqual(NOT_FOUND);
    expect(await seen(await memberCtx(), owner.handle)).toMatchObject({ kind: "page" });
    expect(await seen(testContext(), owner.handle)).toMatchObject({ kind: "page" });
  });

  it("a suspended, leaving or unverified member's page is 404 for everyone but admins (who see why)", async () => {
    const suspended = await technician("public");
    await testDb().insert(accountSuspensions).values({ userId: suspended.userId, reason: "Prueba de la página pública" });
    const leaving = await technician("public");
    await testDb()
      .insert(accountDeletions)
      .values({ userId: leaving.userId, deleteAfter: new Date(Date.now() + 14 * 86_400_000) });
    const unverifiedAccount = await createIndividual({ verified: false });
    const unverified = `t-${randomUUID().slice(0, 12)}`;
    await testDb().update(userProfiles).set({ handle: unverified, pageVisibility: "public" }).where(eq(userProfiles.id, unverifiedAccount.userId));
    for (const handle of [suspended.handle, leaving.handle, unverified]) {
      expect(await seen(testContext(), handle)).toEqual(NOT_FOUND);
      expect(await seen(await memberCtx(), handle)).toEqual(NOT_FOUND);
    }
    const admin = await adminCtx();
    expect(await technicianPage(admin, suspended.handle)).toMatchObject({ kind: "page", banner: { kind: "admin", suspended: true, leaving: false } });
    expect(await technicianPage(admin, leaving.handle)).toMatchObject({ kind: "page", banner: { kind: "admin", suspended: false, leaving: true } });
    expect(await technicianPage(admin, unverified)).toMatchObject({ kind: "page", banner: { kind: "admin", unverified: true } });
  });

  it("a former handle answers 301 to the current address only to a viewer who may see the page; capitals 301 to lower case", async () => {
    const owner = await technician("public");
    const former = `viejo-${randomUUID().slice(0, 8)}`;
    await testDb().insert(profileHandleRedirects).values({ handle: former, userId: owner.userId });
    expect(await technicianPage(testContext(), former)).toEqual({ kind: "redirect", to: `/tecnicos/${owner.handle}` });
    expect(await technicianPage(testContext(), owner.handle.toUpperCase())).toEqual({ kind: "redirect", to: `/tecnicos/${owner.handle}` });
    await testDb().update(userProfiles).set({ pageVisibility: "hidden" }).where(eq(userProfiles.id, owner.userId));
    expect(await seen(testContext(), former)).toEqual(NOT_FOUND);
    expect(await seen(await memberCtx(), former)).toEqual(NOT_FOUND);
    expect(await seen(testContext(), "no")).toEqual(NOT_FOUND);
    expect(await seen(testContext(), "../etc")).toEqual(NOT_FOUND);
  });

  it("shows the parts the member shows that hold something, in the member's order, with valid certificates only", async () => {
    const owner = await technician("public", {
      headline: "Monitores para giras",
      bio: "Diez años de giras.",
      skills: ["audio"],
      languages: ["es", "en"],
      membershipLevel: "gold",
      pageLayout: ["languages", "photo", "headline", "about", "skills", "credits", "media", "kit", "certificates", "availability"].map((part) => ({
        part,
        shown: part !== "about",
      })),
    });
    const [course] = await testDb()
      .insert(courses)
      .values({
        slug: `curso-${randomUUID().slice(0, 8)}`,
        title: "Sistemas de monitoreo",
        summary: "Resumen.",
        description: "Descripción.",
        category: "audio",
        level: "beginner",
        language: "es",
        durationHours: 2,
        status: "published",
      })
      .returning({ id: courses.id });
    const [revokedCourse] = await testDb()
      .insert(courses)
      .values({
        slug: `curso-${randomUUID().slice(0, 8)}`,
        title: "Revocado",
        summary: "Resumen.",
        description: "Descripción.",
        category: "audio",
        level: "beginner",
        language: "es",
        durationHours: 2,
        status: "published",
      })
      .returning({ id: courses.id });
    const certificate = randomUUID().replaceAll("-", "").slice(0, 22);
    await testDb()
      .insert(certificates)
      .values([
        {
          id: certificate,
          userId: owner.userId,
          courseId: course.id,
          holderName: "Ana Prueba",
          courseTitle: "Sistemas de monitoreo",
          durationHours: 2,
          completedAt: new Date(),
        },
        {
          id: `${certificate.slice(0, 20)}xx`,
          userId: owner.userId,
          courseId: revokedCourse.id,
          holderName: "Ana Prueba",
          courseTitle: "Revocado",
          durationHours: 2,
          completedAt: new Date(),
          revokedAt: new Date(),
          revokedReason: "Prueba",
        },
      ]);
    const answer = await technicianPage(testContext(), owner.handle);
    if (answer.kind !== "page") throw new Error(answer.kind);
    const { page } = answer;
    expect(page.parts).toEqual(["languages", "headline", "skills", "certificates"]);
    expect(page).toMatchObject({
      name: "Ana Prueba",
      gold: true,
      headline: "Monitores para giras",
      bio: null,
      languages: [
        { code: "es", label: "Español" },
        { code: "en", label: "Inglés" },
      ],
      availability: null,
    });
    expect(page.certificates.map((item) => item.id)).toEqual([certificate]);
  });

  it("names the languages in the reader's language and leaves out codes the vocabulary does not know", async () => {
    const owner = await technician("public", { languages: ["de", "qu", "xx"] });
    const inPortuguese = await technicianPage(testContext({ locale: "pt" }), owner.handle);
    if (inPortuguese.kind !== "page") throw new Error(inPortuguese.kind);
    expect(inPortuguese.page.languages).toEqual([
      { code: "de", label: "Alemão" },
      { code: "qu", label: "Quíchua" },
    ]);
  });
});
