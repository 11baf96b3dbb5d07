import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { OfferInput } from "~/features/jobs/jobs.schemas";
import { createOffer, updateOffer } from "~/features/jobs/offers.server";
import { importArticles } from "~/features/news/public.server";
import { pageShareImage, shareCardOf } from "~/features/share-cards/cards.server";
import { type Ctx, requestContext } from "~/lib/context.server";
import { loader as cardLoader } from "~/routes/share-card";
import { testContext } from "../context";
import { actingCompany } from "../factories";

const offer = (overrides: Partial<OfferInput> = {}): OfferInput => ({
  title: "Técnico de sonido para gira",
  description: "Buscamos técnico de monitores para una gira nacional.",
  country: "UY",
  city: "Montevideo",
  jobType: "freelance",
  experienceLevel: "senior",
  category: ["audio"],
  requirements: "Consolas digitales",
  publish: true,
  ...overrides,
});

/** What GET `path` answers to this context, as the router calls the card's route. */
async function fetchCard(ctx: Ctx, path: string): Promise<Response> {
  const [, , kind, key, file] = path.split("/");
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const params = file === undefined ? { kind, file: key } : { kind, key: decodeURIComponent(key), file };
  const args = { request: new Request(`http://localhost:3000${path}`), context, params } as unknown as Parameters<typeof cardLoader>[0];
  return cardLoader(args);
}

const article = (slug: string, audience: "public" | "members") => ({
  slug,
  title: `Artículo ${slug}`,
  summary: "Lo que cambia para los técnicos de la región.",
  body: "<p>Texto.</p>",
  category: "industria" as const,
  audience,
  authorId: null,
  publishedAt: new Date("2026-05-10T12:00:00Z"),
});

describe("share cards (issue 36 §2, decision 046)", () => {
  it("gives a published offer a 1200×630 JPEG card, immutable at its address, whose address changes with the title", async () => {
    const firm = await actingCompany();
    const saved = await createOffer(firm.ctx, offer());
    const visitor = testContext();
    const first = await pageShareImage(visitor, "job", String(saved.id));
    expect(first?.path).toMatch(new RegExp(`^/share-cards/job/${saved.id}/es-[A-Za-z0-9_-]{16}\\.jpg$`));
    expect(first?.alt).toContain("Técnico de sonido para gira");

    const answer = await fetchCard(visitor, first?.path ?? "");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/jpeg");
    expect(answer.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);

    await updateOffer(firm.ctx, saved.id, offer({ title: "Técnica de luces para gira" }));
    const second = await pageShareImage(visitor, "job", String(saved.id));
    expect(second?.path).not.toBe(first?.path);
    const stale = await fetchCard(visitor, first?.path ?? "");
    expect(stale.status).toBe(302);
    expect(stale.headers.get("location")).toBe(second?.path);
    expect(stale.headers.get("cache-control")).not.toContain("immutable");
  });

  it("refuses the card of an unpublished offer to everyone, its own company included", async () => {
    const firm = await actingCompany();
    const draft = await createOffer(firm.ctx, offer({ publish: false }));
    expect(await pageShareImage(firm.ctx, "job", String(draft.id))).toBeNull();
    expect(await shareCardOf(testContext(), "job", String(draft.id))).toBeNull();
    const guessed = await fetchCard(firm.ctx, `/share-cards/job/${draft.id}/es-AAAAAAAAAAAAAAAA.jpg`);
    expect(guessed.status).toBe(404);
  });

  it("gives a members-only article no card (a visitor gets only its summary); a public one gets one", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    await importArticles(testContext(), [article(`socios-${tag}`, "members"), article(`abierto-${tag}`, "public")]);
    expect(await pageShareImage(testContext(), "article", `socios-${tag}`)).toBeNull();
    expect((await fetchCard(testContext(), `/share-cards/article/socios-${tag}/es-AAAAAAAAAAAAAAAA.jpg`)).status).toBe(404);
    const open = await pageShareImage(testContext(), "article", `abierto-${tag}`);
    expect(open?.path).toMatch(/^\/share-cards\/article\//);
  });

  it("answers the site's card in each language, and 404 for an unknown kind or file", async () => {
    const site = await fetchCard(testContext(), "/share-cards/site/pt.jpg");
    expect(site.status).toBe(200);
    expect(site.headers.get("content-type")).toBe("image/jpeg");
    expect((await fetchCard(testContext(), "/share-cards/site/xx.jpg")).status).toBe(404);
    expect((await fetchCard(testContext(), "/share-cards/profile/1/es-AAAAAAAAAAAAAAAA.jpg")).status).toBe(404);
  });
});
