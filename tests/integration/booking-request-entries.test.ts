import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { jobOffers } from "~/db/schema/job-board";
import { userProfiles } from "~/db/schema/profiles";
import { type Ctx, requestContext } from "~/lib/context.server";
import { loader as searchLoader } from "~/routes/areas/technicians";
import { loader as offerLoader } from "~/routes/company/job-applications";
import { loader as messagesLoader } from "~/routes/messages";
import { loader as pageLoader } from "~/routes/technician-page";
import { actingCompany, actingIndividual, createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

type AnyLoader = (args: never) => unknown;

/** What a route's loader answers this context for `path`, as the router calls it. */
async function load<L extends AnyLoader>(loader: L, ctx: Ctx, path: string, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const request = new Request(`http://localhost:3000${path}`);
  return (await loader({ request, context, params } as never)) as Awaited<ReturnType<L>>;
}

/** A technician with a public page. */
async function technicianWithPage() {
  const account = await createIndividual({ names: { firstName: "Sofía", lastName: "Entrada" } });
  const handle = `e-${randomUUID().slice(0, 12)}`;
  await testDb().update(userProfiles).set({ handle, pageVisibility: "public", country: "UY", city: "Montevideo" }).where(eq(userProfiles.id, account.userId));
  return { ...account, handle };
}

describe("the ways to the booking request form (issue 39)", () => {
  it("the technician search gives a company 'Pedir reserva' on each card, and a member nothing", async () => {
    const company = await actingCompany();
    const member = await actingIndividual();
    expect((await load(searchLoader, company.ctx, "/member/technicians?desde=2031-03-01&hasta=2031-03-02")).bookingLabel).toBe("Pedir reserva");
    expect((await load(searchLoader, member.ctx, "/member/technicians")).bookingLabel).toBeNull();
  });

  it("the technician's page gives a signed-in company 'Pedir reserva' to the form (source page), and a member nothing", async () => {
    const technician = await technicianWithPage();
    const company = await actingCompany();
    const member = await actingIndividual();
    const forCompany = await load(pageLoader, company.ctx, `/tecnicos/${technician.handle}`, { handle: technician.handle });
    expect(forCompany.member?.booking).toEqual({
      href: `/company/bookings/new?tecnico=${technician.userId}&origen=page`,
      label: "Pedir reserva",
    });
    const forMember = await load(pageLoader, member.ctx, `/tecnicos/${technician.handle}`, { handle: technician.handle });
    expect(forMember.member?.booking).toBeNull();
  });

  it("a company's conversation with a member offers 'Pedir reserva' (source conversation); a member's conversation does not", async () => {
    const { userId: technicianId } = await createIndividual();
    const company = await actingCompany();
    const member = await actingIndividual();
    const open = (ctx: Ctx, base: string) => load(messagesLoader, ctx, `${base}?con=${technicianId}`);
    expect((await open(company.ctx, "/company/messages")).booking).toEqual({
      href: `/company/bookings/new?tecnico=${technicianId}&origen=conversation`,
      label: "Pedir reserva",
    });
    expect((await open(member.ctx, "/messages")).booking).toBeNull();
    const otherCompany = await actingCompany();
    expect((await load(messagesLoader, company.ctx, `/company/messages?con=${otherCompany.userId}`)).booking).toBeNull();
  });

  it("the company's offer page labels each available technician's 'Pedir opción'", async () => {
    const company = await actingCompany();
    const [offer] = await testDb()
      .insert(jobOffers)
      .values({
        title: "Gira 2031",
        description: "Gira.",
        country: "UY",
        jobType: "freelance",
        status: "active",
        creatorId: company.userId,
        publishedAt: new Date(),
      })
      .returning({ id: jobOffers.id });
    const page = await load(offerLoader, company.ctx, `/company/jobs/${offer.id}/applications`, { jobId: String(offer.id) });
    expect(page.askOption).toBe("Pedir opción");
  });
});
