import type { APIRequestContext } from "@playwright/test";
import { sitemapSchemaErrors } from "../sitemap-xsd";
import { expect, test } from "./fixtures";

/** The `<loc>`s of a sitemap or sitemap index, as paths of this server. */
function locPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "").pathname);
}

/** The JSON-LD objects a served page carries (React Router writes them escaped, so they parse as they are). */
async function jsonLd(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text ?? "{}"));
}

test("sitemap.xml is an index of XSD-valid sitemaps listing every public job, article, course, event and company site, and nothing that needs a session", async ({
  request,
}) => {
  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toContain("application/xml");
  const indexXml = await index.text();
  expect(await sitemapSchemaErrors(indexXml, "sitemapindex")).toEqual([]);
  const files = locPaths(indexXml);
  expect(files.length).toBeGreaterThan(1);
  const listed = new Set<string>();
  for (const file of files) {
    expect(file).toMatch(/^\/sitemaps\/[a-z]+-\d+\.xml$/);
    const xml = await (await request.get(file)).text();
    expect(await sitemapSchemaErrors(xml, "urlset"), file).toEqual([]);
    for (const path of locPaths(xml)) listed.add(path);
    if (!file.startsWith("/sitemaps/pages-")) expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<lastmod>/g)?.length);
  }
  const paths = [...listed];
  expect(paths.some((path) => /^\/jobs\/\d+$/.test(path))).toBe(true);
  for (const path of [
    "/",
    "/jobs",
    "/news/guia-practica-cableado-dmx-escenario",
    "/university/sonido-en-vivo-fundamentos",
    "/calendar/feria-av-latam-sao-paulo",
    "/empresa/sonido-sur-rental",
  ])
    expect(paths).toContain(path);
  for (const path of ["/library", "/news/tarifas-tecnicos-2026-encuesta", "/empresa/tarima-producciones"]) expect(paths).not.toContain(path);
  expect((await request.get("/sitemaps/jobs-9999.xml")).status()).toBe(404);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
});

test("structured data: a course offers itself (free), a partly remote offer stays at its place, and the paywall markup names an element the visitor receives", async ({
  request,
  page,
}) => {
  const [course] = (await jsonLd(request, "/university/sonido-en-vivo-fundamentos")).filter((item) => item["@type"] === "Course");
  expect(course).toMatchObject({ offers: [{ "@type": "Offer", category: "Free", price: 0 }], hasCourseInstance: [{ courseMode: "online" }] });

  await page.goto("/jobs?remoto=1");
  const offerPath = await page.locator('a[href^="/jobs/"]').first().getAttribute("href");
  expect(offerPath).toMatch(/^\/jobs\/\d+$/);
  const [posting] = (await jsonLd(request, offerPath ?? "")).filter((item) => item["@type"] === "JobPosting");
  expect(posting).toHaveProperty("jobLocation.address.addressCountry");
  expect(posting).not.toHaveProperty("jobLocationType");
  expect(posting).not.toHaveProperty("applicantLocationRequirements");

  const [article] = (await jsonLd(request, "/news/tarifas-tecnicos-2026-encuesta")).filter((item) => item["@type"] === "NewsArticle");
  expect(article).toMatchObject({ isAccessibleForFree: false, hasPart: { "@type": "WebPageElement", isAccessibleForFree: false } });
  const selector = String((article?.hasPart as { cssSelector?: string } | undefined)?.cssSelector);
  await page.goto("/news/tarifas-tecnicos-2026-encuesta");
  await expect(page.locator(selector)).toHaveCount(1);
  await expect(page.locator(selector).getByRole("heading", { level: 2 })).toBeVisible();
});

test("anonymous pages carry no `as` on a link that is not a preload (the Nu checker's error on the stylesheet prefetch)", async ({ request }) => {
  for (const path of ["/", "/jobs", "/news", "/login", "/university/sonido-en-vivo-fundamentos"]) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
    expect(
      links.some((tag) => /rel="prefetch"/.test(tag)),
      path,
    ).toBe(true);
    for (const tag of links.filter((link) => /\sas=/.test(link))) expect(tag, path).toMatch(/rel="(?:preload|modulepreload)"/);
  }
});
