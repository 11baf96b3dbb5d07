import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { OfferInput } from "~/features/jobs/jobs.schemas";
import { createOffer, getOffer } from "~/features/jobs/offers.server";
import { type Ctx, requestContext } from "~/lib/context.server";
import { action as viewBeacon } from "~/routes/api/job-view";
import { actingAs, testContext, uniqueIp } from "../context";
import { actingCompany, createIndividual } from "../factories";

const OFFER: OfferInput = {
  title: "Operador de luces para festival",
  description: "Buscamos operador de consola de iluminación para un festival de tres días.",
  country: "UY",
  city: "Montevideo",
  jobType: "freelance",
  category: ["lighting"],
  publish: true,
};

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36";

/** The offer page's beacon (POST /api/jobs/{id}/view) as the router calls it, from this context. */
async function beacon(ctx: Ctx, jobId: number): Promise<number> {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const request = new Request(`http://localhost:3000/api/jobs/${jobId}/view`, { method: "POST" });
  const args = { request, context, params: { jobId: String(jobId) } } as unknown as Parameters<typeof viewBeacon>[0];
  return (await viewBeacon(args)).status;
}

/** A signed-in member's visit from an address, with a browser. */
async function memberVisit(ip: string, agent = CHROME): Promise<Ctx> {
  return actingAs((await createIndividual()).userId, { ip, headers: new Headers({ "user-agent": agent }) });
}

const views = async (id: number) => (await getOffer(testContext(), id)).viewsCount;

describe("an offer's view count counts members' visits (issue 36)", () => {
  it("counts each member once a day, even when they share one address (an office, a mobile network) with a visitor who counted", async () => {
    const { id } = await createOffer((await actingCompany()).ctx, OFFER);
    const ip = uniqueIp();
    expect(await beacon(testContext({ ip, headers: new Headers({ "user-agent": CHROME }) }), id)).toBe(204);
    expect(await views(id)).toBe(1);
    const ana = await memberVisit(ip);
    expect(await beacon(ana, id)).toBe(204);
    expect(await beacon(await memberVisit(ip), id)).toBe(204);
    expect(await views(id)).toBe(3);
    // The same member again that day, from anywhere, adds nothing.
    expect(await beacon({ ...ana, ip: uniqueIp() }, id)).toBe(204);
    expect(await views(id)).toBe(3);
  });

  it("counts a signed-in member whatever their browser calls itself, and never an anonymous headless browser or bot", async () => {
    const { id } = await createOffer((await actingCompany()).ctx, OFFER);
    await beacon(testContext({ ip: uniqueIp(), headers: new Headers({ "user-agent": HEADLESS }) }), id);
    await beacon(testContext({ ip: uniqueIp(), headers: new Headers({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }) }), id);
    expect(await views(id)).toBe(0);
    await beacon(await memberVisit(uniqueIp(), HEADLESS), id);
    expect(await views(id)).toBe(1);
  });

  it("marks a counted member's address seen, so the same person signed out that day adds nothing", async () => {
    const { id } = await createOffer((await actingCompany()).ctx, OFFER);
    const ip = uniqueIp();
    await beacon(await memberVisit(ip), id);
    await beacon(testContext({ ip, headers: new Headers({ "user-agent": CHROME }) }), id);
    expect(await views(id)).toBe(1);
  });
});
