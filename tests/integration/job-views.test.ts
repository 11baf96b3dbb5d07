import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { OfferInput } from "~/features/jobs/jobs.schemas";
import { createOffer, getOffer } from "~/features/jobs/offers.server";
import { type Ctx, requestContext } from "~/lib/context.server";
import { action as viewBeacon, loader as viewPixel } from "~/routes/api/job-view";
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

/** The offer page's image beacon (GET, or HEAD, /api/jobs/{id}/view) as the router calls it, from this context; `site` is the browser's Sec-Fetch-Site. */
async function pixel(ctx: Ctx, jobId: number, { method = "GET", site = "same-origin" as string | null } = {}): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const headers = new Headers(ctx.headers);
  if (site) headers.set("sec-fetch-site", site);
  const request = new Request(`http://localhost:3000/api/jobs/${jobId}/view`, { method, headers });
  const args = { request, context, params: { jobId: String(jobId) } } as unknown as Parameters<typeof viewPixel>[0];
  return viewPixel(args);
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

describe("an offer's image beacon counts views without the page's JavaScript", () => {
  it("counts a GET once per viewer and day, as the POST does, and answers a 1×1 GIF that no cache keeps", async () => {
    const { id } = await createOffer((await actingCompany()).ctx, OFFER);
    const visitor = testContext({ ip: uniqueIp(), headers: new Headers({ "user-agent": CHROME }) });
    const answer = await pixel(visitor, id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/gif");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 6))).toBe("GIF89a");
    expect([bytes[6], bytes[8]]).toEqual([1, 1]);
    expect(await views(id)).toBe(1);
    // The same visitor again, by image or by POST, adds nothing that day.
    await pixel(visitor, id);
    await beacon(visitor, id);
    expect(await views(id)).toBe(1);
    const ana = await memberVisit(uniqueIp());
    await pixel(ana, id, { site: null });
    await pixel(ana, id);
    expect(await views(id)).toBe(2);
  });

  it("never counts a bot, a HEAD, another site embedding the image, or the address opened by hand, and still answers the GIF", async () => {
    const { id } = await createOffer((await actingCompany()).ctx, OFFER);
    const bot = testContext({ ip: uniqueIp(), headers: new Headers({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }) });
    const answer = await pixel(bot, id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/gif");
    await pixel(testContext({ ip: uniqueIp(), headers: new Headers({ "user-agent": HEADLESS }) }), id);
    const person = () => testContext({ ip: uniqueIp(), headers: new Headers({ "user-agent": CHROME }) });
    await pixel(person(), id, { method: "HEAD" });
    await pixel(person(), id, { site: "cross-site" });
    await pixel(person(), id, { site: "same-site" });
    await pixel(person(), id, { site: "none" });
    expect(await views(id)).toBe(0);
  });

  it("answers the GIF for an unknown offer or a bad id, counting nothing", async () => {
    const visitor = testContext({ ip: uniqueIp(), headers: new Headers({ "user-agent": CHROME }) });
    expect((await pixel(visitor, 999_999_999)).status).toBe(200);
    expect((await pixel(visitor, Number.NaN)).headers.get("content-type")).toBe("image/gif");
  });
});
