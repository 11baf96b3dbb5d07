import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "~/db/schema/events";
import { companyProfiles } from "~/db/schema/profiles";
import { emptySite } from "~/features/company-sites/site-data";
import { publishSite, saveSiteDraft } from "~/features/company-sites/site-editor.server";
import { publicSite } from "~/features/company-sites/site-page.server";
import { reviewProposal } from "~/features/events/event-editor.server";
import { createOffer } from "~/features/jobs/offers.server";
import { anonymousPages } from "~/lib/page-cache.server";
import { actingAs, testContext, uniqueIp } from "../context";
import { createCompany, createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

const unique = () => crypto.randomUUID().slice(0, 8);

/** A company with a published site showing its open offers and upcoming events. */
async function companyWithListings() {
  const { userId } = await createCompany();
  const slug = `empresa-${unique()}`;
  await testDb().update(companyProfiles).set({ slug }).where(eq(companyProfiles.id, userId));
  const ctx = await actingAs(userId);
  const data = emptySite("Sonido Sur", "Alquiler de audio.");
  data.sections = { ...data.sections, jobs: true, events: true };
  await saveSiteDraft(ctx, JSON.stringify(data));
  await publishSite(ctx);
  return { id: userId, slug, ctx };
}

async function pendingProposal(companyId: string) {
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const [row] = await testDb()
    .insert(events)
    .values({
      slug: `evento-${unique()}`,
      title: "Propuesta",
      description: "Jornada técnica.",
      eventType: "workshop",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      timeZone: "America/Montevideo",
      organizerId: companyId,
      approval: "pending",
    })
    .returning({ id: events.id });
  return row.id;
}

describe("a company site's listings stay fresh in the page cache (decision 063)", () => {
  it("makes every instance forget the cached company sites when an offer is published or an event approved", async () => {
    const owner = await companyWithListings();
    const page = { body: Buffer.from("x"), contentType: "text/html", contentEncoding: null, scriptHashes: [] };
    const key = `/empresa/${owner.slug}|es|br`;
    anonymousPages.set(key, `/empresa/${owner.slug}`, page);
    await createOffer(owner.ctx, {
      title: "Técnico de sonido",
      description: "Buscamos técnico de monitores.",
      country: "UY",
      city: "Montevideo",
      jobType: "freelance",
      category: ["audio"],
      publish: true,
    });
    expect(anonymousPages.get(key)).toBeUndefined();
    const pending = await pendingProposal(owner.id);
    anonymousPages.set(key, `/empresa/${owner.slug}`, page);
    const admin = await createIndividual({ isAdmin: true });
    await reviewProposal(await actingAs(admin.userId), pending, true);
    expect(anonymousPages.get(key)).toBeUndefined();
    const answer = await publicSite(testContext({ ip: uniqueIp() }), owner.slug);
    expect(answer.kind === "site" ? answer.view.listings?.events.map((item) => item.title) : null).toEqual(["Propuesta"]);
  });
});
