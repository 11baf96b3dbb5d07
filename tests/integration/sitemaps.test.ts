import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { companyWebsites } from "~/db/schema/company-sites";
import { events } from "~/db/schema/events";
import { jobOffers } from "~/db/schema/job-board";
import { courses } from "~/db/schema/learning";
import { accountSuspensions } from "~/db/schema/moderation";
import { news } from "~/db/schema/news";
import { companyProfiles } from "~/db/schema/profiles";
import { registerAccount } from "~/features/accounts/registration.server";
import { type SitemapUrl, sitemapIndexXml, urlsetXml } from "~/lib/sitemap.server";
import { COUNTRY_CODES } from "~/lib/vocabulary/countries";
import { sitemapFileUrls, sitemapIndexEntries } from "~/shell/sitemaps.server";
import { testContext } from "../context";
import { TEST_PASSWORD, uniqueEmail } from "../factories";
import { testDb } from "../setup/test-database";
import { sitemapSchemaErrors } from "../sitemap-xsd";

const ORIGIN = "https://redav.example";
const DAY = 24 * 60 * 60 * 1000;

/** A verified company (registered as the form does; its country is the first one the form offers). */
async function createCompany(): Promise<{ userId: string }> {
  const account = await registerAccount(testContext(), {
    userType: "company",
    email: uniqueEmail("empresa"),
    password: TEST_PASSWORD,
    country: COUNTRY_CODES[0],
    mainCategory: "rental",
  });
  await testDb().update(user).set({ emailVerified: true }).where(eq(user.id, account.userId));
  return account;
}

async function offer(companyId: string, title: string, status: "draft" | "active" | "closed", validThrough: string | null = null): Promise<number> {
  const [row] = await testDb()
    .insert(jobOffers)
    .values({
      title,
      description: "Montaje de escenario.",
      country: "CL",
      jobType: "freelance",
      category: ["audio"],
      status,
      validThrough,
      creatorId: companyId,
      publishedAt: new Date(),
    })
    .returning({ id: jobOffers.id });
  return row?.id ?? 0;
}

async function article(slug: string, audience: "public" | "members", isPublished: boolean): Promise<void> {
  await testDb()
    .insert(news)
    .values({ slug, title: slug, summary: "Resumen.", body: "<p>Texto.</p>", category: "industria", audience, isPublished, publishedAt: new Date() });
}

async function course(slug: string, status: "draft" | "published"): Promise<void> {
  await testDb().insert(courses).values({
    slug,
    title: slug,
    summary: "Resumen.",
    description: "Descripción.",
    category: "audio",
    level: "beginner",
    language: "es",
    durationHours: 2,
    status,
  });
}

async function event(slug: string, approval: "approved" | "pending"): Promise<void> {
  const startsAt = new Date(Date.now() + 7 * DAY);
  await testDb()
    .insert(events)
    .values({
      slug,
      title: slug,
      description: "Feria.",
      eventType: "feria",
      startsAt,
      endsAt: new Date(startsAt.getTime() + DAY),
      timeZone: "America/Santiago",
      approval,
    });
}

async function site(slug: string, isPublished: boolean): Promise<string> {
  const { userId } = await createCompany();
  await testDb().update(companyProfiles).set({ slug }).where(eq(companyProfiles.id, userId));
  await testDb()
    .insert(companyWebsites)
    .values({ companyId: userId, slug, isPublished, data: { hero: { title: slug } }, previewToken: crypto.randomUUID(), publishedAt: new Date() })
    .onConflictDoUpdate({ target: companyWebsites.companyId, set: { slug, isPublished, data: { hero: { title: slug } }, publishedAt: new Date() } });
  return userId;
}

/**
 * Every address the sitemaps list (index → child files), checked against the sitemaps.org XSD. The
 * shared test database holds many public pages, so the files (two addresses each) are validated as one
 * urlset: libxml2 runs twice, not once per file, and still sees every entry the files hold.
 */
async function allListedUrls(size: number): Promise<{ files: string[]; urls: Set<string> }> {
  const ctx = testContext();
  const index = await sitemapIndexEntries(ctx, size);
  expect(await sitemapSchemaErrors(sitemapIndexXml(ORIGIN, index), "sitemapindex")).toEqual([]);
  const urls = new Set<string>();
  const entries: SitemapUrl[] = [];
  for (const entry of index) {
    const file = entry.path.replace("/sitemaps/", "");
    const listed = await sitemapFileUrls(ctx, file, size);
    if (!listed) throw new Error(`${entry.path} is in the index but answers nothing`);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThanOrEqual(size > 0 && !file.startsWith("pages") ? size : Number.POSITIVE_INFINITY);
    entries.push(...listed);
    for (const url of listed) {
      if (!file.startsWith("pages")) expect(url.lastmod, url.path).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      urls.add(url.path);
    }
  }
  expect(await sitemapSchemaErrors(urlsetXml(ORIGIN, entries), "urlset")).toEqual([]);
  return { files: index.map((entry) => entry.path), urls };
}

describe("the sitemaps (issue 36 §2, decision 049)", () => {
  it("list every public page a visitor can open, split into XSD-valid parts behind an index, and nothing that needs a session or is not out", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const { userId: companyId } = await createCompany();
    const active = [await offer(companyId, "Activa 1", "active"), await offer(companyId, "Activa 2", "active"), await offer(companyId, "Activa 3", "active")];
    const draft = await offer(companyId, "Borrador", "draft");
    const expired = await offer(companyId, "Vencida", "active", "2020-01-01");
    const { userId: suspendedCompany } = await createCompany();
    const suspendedOffer = await offer(suspendedCompany, "De una empresa suspendida", "active");
    await testDb().insert(accountSuspensions).values({ userId: suspendedCompany, reason: "Prueba del mapa del sitio" });
    await article(`publica-${tag}`, "public", true);
    await article(`socios-${tag}`, "members", true);
    await article(`borrador-${tag}`, "public", false);
    await course(`curso-${tag}`, "published");
    await course(`curso-borrador-${tag}`, "draft");
    await event(`feria-${tag}`, "approved");
    await event(`propuesta-${tag}`, "pending");
    await site(`sitio-${tag}`, true);
    await site(`sitio-oculto-${tag}`, false);

    const { files, urls } = await allListedUrls(2);

    expect(files[0]).toBe("/sitemaps/pages-1.xml");
    expect(files.filter((file) => file.startsWith("/sitemaps/jobs-")).length).toBeGreaterThanOrEqual(2);
    for (const id of active) expect(urls).toContain(`/jobs/${id}`);
    for (const path of [
      "/",
      "/jobs",
      "/news",
      "/university",
      "/calendar",
      "/legal/privacy",
      `/news/publica-${tag}`,
      `/university/curso-${tag}`,
      `/calendar/feria-${tag}`,
      `/empresa/sitio-${tag}`,
    ])
      expect(urls).toContain(path);
    for (const path of [
      "/library",
      `/jobs/${draft}`,
      `/jobs/${expired}`,
      `/jobs/${suspendedOffer}`,
      `/news/socios-${tag}`,
      `/news/borrador-${tag}`,
      `/university/curso-borrador-${tag}`,
      `/calendar/propuesta-${tag}`,
      `/empresa/sitio-oculto-${tag}`,
    ])
      expect(urls).not.toContain(path);
  });

  it("answers nothing for a file the index does not list", async () => {
    const ctx = testContext();
    for (const file of ["pages-2.xml", "jobs-999999.xml", "perfiles-1.xml", "jobs-0.xml", "jobs-1.xml.gz", "../sitemap.xml"])
      expect(await sitemapFileUrls(ctx, file)).toBeNull();
  });
});
