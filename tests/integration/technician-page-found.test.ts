import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { accountSuspensions } from "~/db/schema/moderation";
import { userProfiles } from "~/db/schema/profiles";
import { pageShareImage, shareCardOf, technicianShareImage } from "~/features/share-cards/cards.server";
import { techniciansSitemap } from "~/features/technician-pages/sitemap.server";
import { type PageVisibility, technicianPage } from "~/features/technician-pages/technician-page.server";
import { requestContext } from "~/lib/context.server";
import { purgePages } from "~/lib/page-cache.server";
import { sitemapParts, sitemapUrls, urlsetXml } from "~/lib/sitemap.server";
import { loader as cardLoader } from "~/routes/share-card";
import { sitemapFileUrls, sitemapIndexEntries } from "~/shell/sitemaps.server";
import { actingAs, testContext } from "../context";
import { createIndividual } from "../factories";
import { testDb } from "../setup/test-database";
import { sitemapSchemaErrors } from "../sitemap-xsd";

async function technician(visibility: PageVisibility, verified = true) {
  const account = await createIndividual({ verified });
  const handle = `t-${randomUUID().slice(0, 12)}`;
  await testDb()
    .update(userProfiles)
    .set({ handle, pageVisibility: visibility, jobTitle: ["Técnica de monitores"], city: "Montevideo", country: "UY", skills: ["audio", "lighting"] })
    .where(eq(userProfiles.id, account.userId));
  return { ...account, handle, path: `/tecnicos/${handle}` };
}

/** Every technician page the sitemaps list, read through the index as a crawler does. */
async function listedTechnicianPages(): Promise<Set<string>> {
  const ctx = testContext();
  const urls = new Set<string>();
  for (const entry of await sitemapIndexEntries(ctx)) {
    if (!entry.path.startsWith("/sitemaps/technicians-")) continue;
    for (const url of (await sitemapFileUrls(ctx, entry.path.replace("/sitemaps/", ""))) ?? []) urls.add(url.path);
  }
  return urls;
}

describe("technicians' pages are found and shared (issue 38)", () => {
  it("the sitemaps list only public pages of visible members, in XSD-valid parts, and forget a suspended one once purged", async () => {
    const open = await technician("public");
    const members = await technician("members");
    const hidden = await technician("hidden");
    const suspended = await technician("public");
    await testDb().insert(accountSuspensions).values({ userId: suspended.userId, reason: "Prueba del mapa del sitio" });
    const unverified = await technician("public", false);
    await purgePages(testDb(), "/sitemap");

    const parts = await sitemapParts(testDb(), techniciansSitemap(), 2);
    const all: string[] = [];
    for (const part of parts) {
      const urls = await sitemapUrls(testDb(), techniciansSitemap(), part);
      expect(urls.length).toBeLessThanOrEqual(2);
      expect(await sitemapSchemaErrors(urlsetXml("https://redav.example", urls), "urlset")).toEqual([]);
      all.push(...urls.map((url) => url.path));
    }
    expect(all).toContain(open.path);
    for (const path of [members.path, hidden.path, suspended.path, unverified.path]) expect(all).not.toContain(path);

    const listed = await listedTechnicianPages();
    expect(listed).toContain(open.path);
    await testDb().insert(accountSuspensions).values({ userId: open.userId, reason: "Prueba del mapa del sitio" });
    await purgePages(testDb(), "/sitemap");
    expect(await listedTechnicianPages()).not.toContain(open.path);
  });

  it("a public page has a 1200×630 JPEG card (name, title, city, top skills) at the address its og:image names; others have none", async () => {
    const open = await technician("public");
    const card = await shareCardOf(testContext(), "technician", open.handle);
    expect(card).toMatchObject({ title: "Ana Prueba", subtitle: "Técnica de monitores" });
    expect(card?.detail).toContain("Montevideo");
    const image = await pageShareImage(testContext(), "technician", open.handle);
    if (!image) throw new Error("no card");
    // The page names the card from what it has just read (for a member too): the very address the card is read at.
    for (const ctx of [testContext(), await actingAs((await createIndividual()).userId)]) {
      const answer = await technicianPage(ctx, open.handle);
      if (answer.kind !== "page") throw new Error(answer.kind);
      expect(technicianShareImage(ctx, answer.page)).toEqual(image);
    }
    expect(image.path).toMatch(new RegExp(`^/share-cards/technician/${open.handle}/es-[A-Za-z0-9_-]{16}\\.jpg$`));
    const [, , kind, key, file] = image.path.split("/");
    const context = new RouterContextProvider();
    context.set(requestContext, testContext());
    const response = await cardLoader({
      request: new Request(`http://localhost:3000${image.path}`),
      context,
      params: { kind, key, file },
    } as unknown as Parameters<typeof cardLoader>[0]);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);

    for (const visibility of ["members", "hidden"] as const) {
      const other = await technician(visibility);
      expect(await shareCardOf(testContext(), "technician", other.handle)).toBeNull();
    }
  });
});
