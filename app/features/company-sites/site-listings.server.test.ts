import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "~/db/schema/events";
import { jobOffers } from "~/db/schema/job-board";
import { accountSuspensions, userBlocks } from "~/db/schema/moderation";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { showCredits } from "~/db/schema/technician-pages";
import { actingAs, testContext, uniqueIp } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { testDb } from "../../../tests/setup/test-database";
import { emptySite, type SiteData } from "./site-data";
import { publishSite, saveSiteDraft, setSiteLanguage, siteEditor } from "./site-editor.server";
import { publicSite } from "./site-page.server";
import type { SiteView } from "./site-view";

const unique = () => crypto.randomUUID().slice(0, 8);
const DAY = 86_400_000;

async function company() {
  const { userId } = await createCompany();
  const slug = `empresa-${unique()}`;
  await testDb().update(companyProfiles).set({ slug }).where(eq(companyProfiles.id, userId));
  return { id: userId, slug, ctx: await actingAs(userId) };
}

function site(sections: Partial<SiteData["sections"]> = {}): SiteData {
  const data = emptySite("Sonido Sur", "Alquiler de audio para eventos.");
  data.sections = { ...data.sections, ...sections };
  return data;
}

async function publish(owner: { ctx: Awaited<ReturnType<typeof actingAs>> }, sections: Partial<SiteData["sections"]> = {}) {
  await saveSiteDraft(owner.ctx, JSON.stringify(site(sections)));
  await publishSite(owner.ctx);
}

async function viewOf(slug: string): Promise<SiteView> {
  const answer = await publicSite(testContext({ ip: uniqueIp() }), slug);
  if (answer.kind !== "site") throw new Error("not a site");
  return answer.view;
}

async function activeOffer(companyId: string, title: string) {
  const [row] = await testDb()
    .insert(jobOffers)
    .values({
      title,
      description: "Gira nacional.",
      country: "UY",
      city: "Montevideo",
      jobType: "freelance",
      status: "active",
      creatorId: companyId,
      publishedAt: new Date(),
    })
    .returning({ id: jobOffers.id });
  return row.id;
}

async function event(companyId: string, title: string, values: Partial<typeof events.$inferInsert> = {}) {
  const startsAt = new Date(Date.now() + 7 * DAY);
  const [row] = await testDb()
    .insert(events)
    .values({
      slug: `evento-${unique()}`,
      title,
      description: "Jornada técnica.",
      eventType: "workshop",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      timeZone: "America/Montevideo",
      organizerId: companyId,
      ...values,
    })
    .returning({ id: events.id, slug: events.slug });
  return row;
}

/** A technician with a public page at a handle of their own. */
async function technician(first: string, visibility: "public" | "members" | "hidden" = "public") {
  const { userId } = await createIndividual();
  const handle = `t${unique()}`;
  await testDb().update(userProfiles).set({ handle, pageVisibility: visibility, firstName: first, lastName: "Crew" }).where(eq(userProfiles.id, userId));
  return { id: userId, handle };
}

async function credit(userId: string, companyId: string, values: Partial<typeof showCredits.$inferInsert> = {}) {
  await testDb()
    .insert(showCredits)
    .values({
      id: crypto.randomUUID(),
      userId,
      production: "Festival Cosquín Rock",
      role: "foh",
      startsOn: "2026-02-14",
      companyId,
      position: 0,
      verifiedAt: new Date(),
      ...values,
    });
}

describe("a company site's RedAV listings (decision 063)", () => {
  it("are off on a new site and read nothing until the company switches them on", async () => {
    const owner = await company();
    expect((await siteEditor(owner.ctx)).draft.sections).toMatchObject({ jobs: false, events: false, crew: false });
    await activeOffer(owner.id, "Técnico de monitores");
    await event(owner.id, "Taller de RF");
    await publish(owner);
    expect((await viewOf(owner.slug)).listings).toEqual({ jobs: [], events: [], crew: [] });
  });

  it("lists the company's open offers and its published upcoming events when switched on, not others' nor closed, pending or past ones", async () => {
    const owner = await company();
    const other = await company();
    const open = await activeOffer(owner.id, "Técnico de monitores");
    await activeOffer(other.id, "Oferta de otra empresa");
    await testDb().insert(jobOffers).values({ title: "Cerrada", description: "x", country: "UY", jobType: "freelance", status: "closed", creatorId: owner.id });
    const upcoming = await event(owner.id, "Taller de RF");
    await event(owner.id, "Propuesta pendiente", { approval: "pending" });
    await event(owner.id, "Cancelado", { status: "cancelled" });
    await event(owner.id, "Pasado", { startsAt: new Date(Date.now() - 3 * DAY), endsAt: new Date(Date.now() - 2 * DAY) });
    await event(other.id, "Evento de otra empresa");
    await publish(owner, { jobs: true, events: true });
    const { listings } = await viewOf(owner.slug);
    expect(listings?.jobs).toEqual([{ href: `/jobs/${open}`, title: "Técnico de monitores", lines: ["Montevideo"] }]);
    expect(listings?.events.map((item) => item.href)).toEqual([`/calendar/${upcoming.slug}`]);
  });

  it("shows as crew only technicians whose credit the company confirmed, who chose to show it, whose page is public and who are not hidden or blocked", async () => {
    const owner = await company();
    const other = await company();
    const shown = await technician("Lucía");
    const newer = await technician("Mateo");
    await credit(shown.id, owner.id);
    await credit(shown.id, owner.id, { production: "Lollapalooza", startsOn: "2025-03-20" });
    await credit(newer.id, owner.id, { production: "Vive Latino", startsOn: "2026-03-15" });
    const unconfirmed = await technician("Sin confirmar");
    await credit(unconfirmed.id, owner.id, { verifiedAt: null });
    const notShown = await technician("Prefiere no");
    await credit(notShown.id, owner.id, { showOnCompanySite: false });
    const membersOnly = await technician("Solo miembros", "members");
    await credit(membersOnly.id, owner.id);
    const hiddenPage = await technician("Oculta", "hidden");
    await credit(hiddenPage.id, owner.id);
    const suspended = await technician("Suspendido");
    await credit(suspended.id, owner.id);
    await testDb().insert(accountSuspensions).values({ userId: suspended.id });
    const blocker = await technician("Bloqueó");
    await credit(blocker.id, owner.id);
    await testDb().insert(userBlocks).values({ blockerId: blocker.id, blockedId: owner.id });
    const elsewhere = await technician("Otra empresa");
    await credit(elsewhere.id, other.id);
    await publish(owner, { crew: true });
    const crew = (await viewOf(owner.slug)).listings?.crew ?? [];
    expect(crew.map((member) => member.href)).toEqual([`/tecnicos/${newer.handle}`, `/tecnicos/${shown.handle}`]);
    expect(crew[1]).toEqual({ href: `/tecnicos/${shown.handle}`, title: "Lucía Crew", lines: ["Trabajó en Festival Cosquín Rock"], photoUrl: null });
  });

  it("writes each item's lines in the site's language, not the visitor's: 'Remoto', the event's moment in its own time zone, 'Trabajó en'", async () => {
    const owner = await company();
    await testDb().insert(jobOffers).values({
      title: "Operador remoto",
      description: "x",
      country: "UY",
      jobType: "freelance",
      status: "active",
      creatorId: owner.id,
      fullyRemote: true,
      publishedAt: new Date(),
    });
    const startsAt = new Date("2027-03-10T22:00:00.000Z");
    const workshop = await event(owner.id, "Taller de RF", { startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), city: "Montevideo" });
    const member = await technician("Lucía");
    await credit(member.id, owner.id);
    await publish(owner, { jobs: true, events: true, crew: true });
    const spanish = (await viewOf(owner.slug)).listings;
    expect(spanish?.jobs[0].lines).toEqual(["Remoto"]);
    expect(spanish?.events).toEqual([
      {
        href: `/calendar/${workshop.slug}`,
        title: "Taller de RF",
        lines: [expect.stringMatching(/^10 de marzo de 2027\D+19:00$/), "Montevideo"],
        dateTime: startsAt.toISOString(),
      },
    ]);
    await setSiteLanguage(owner.ctx, "en");
    const english = (await viewOf(owner.slug)).listings;
    expect(english?.jobs[0].lines).toEqual(["Remote"]);
    expect(english?.events[0].lines).toEqual([expect.stringMatching(/^March 10, 2027\D+7:00\sPM$/), "Montevideo"]);
    expect(english?.crew[0].lines).toEqual(["Worked on Festival Cosquín Rock"]);
    await setSiteLanguage(owner.ctx, "pt");
    expect((await viewOf(owner.slug)).listings?.crew[0].lines).toEqual(["Trabalhou em Festival Cosquín Rock"]);
  });

  it("shows the crew section empty until the company confirms a credit (the page says so), and no crew when it is off", async () => {
    const owner = await company();
    const someone = await technician("Ana");
    await credit(someone.id, owner.id, { verifiedAt: null });
    await publish(owner, { crew: true });
    expect((await viewOf(owner.slug)).listings?.crew).toEqual([]);
    await testDb().update(showCredits).set({ verifiedAt: new Date() }).where(eq(showCredits.userId, someone.id));
    await publish(owner, { crew: false });
    expect((await viewOf(owner.slug)).listings?.crew).toEqual([]);
  });

  it("lets a company switch only its own sections: a third company's save changes its own draft, never another's", async () => {
    const owner = await company();
    await publish(owner);
    const third = await company();
    await saveSiteDraft(third.ctx, JSON.stringify(site({ jobs: true, events: true, crew: true })));
    await publishSite(third.ctx);
    expect((await siteEditor(owner.ctx)).draft.sections).toMatchObject({ jobs: false, events: false, crew: false });
    expect((await viewOf(owner.slug)).data.sections).toMatchObject({ jobs: false, events: false, crew: false });
    expect((await viewOf(third.slug)).data.sections).toMatchObject({ jobs: true, events: true, crew: true });
  });

  it("takes a draft of an older editor (without the listings' switches) with them off", async () => {
    const owner = await company();
    const { jobs: _jobs, events: _events, crew: _crew, ...spec } = site().sections;
    await saveSiteDraft(owner.ctx, JSON.stringify({ ...site(), sections: spec }));
    expect((await siteEditor(owner.ctx)).draft.sections).toMatchObject({ hero: true, jobs: false, events: false, crew: false });
  });
});
