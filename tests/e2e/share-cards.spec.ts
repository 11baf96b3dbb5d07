import type { Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO, DEMO_PASSWORD, expect, logInWithForm, test } from "./fixtures";

/** The link-preview tags of the page at `path` as a visitor gets it. */
async function previewTags(page: Page, path: string) {
  await page.goto(path);
  const content = (selector: string) => page.locator(selector).first().getAttribute("content");
  return {
    image: await content('meta[property="og:image"]'),
    type: await content('meta[property="og:image:type"]'),
    width: await content('meta[property="og:image:width"]'),
    height: await content('meta[property="og:image:height"]'),
    alt: await content('meta[property="og:image:alt"]'),
    card: await content('meta[name="twitter:card"]'),
  };
}

/** Checks the tags name a 1200×630 JPEG card at an address matching `address`, and that the address answers one. */
async function expectCard(page: Page, path: string, address: RegExp, alt: RegExp) {
  const tags = await previewTags(page, path);
  expect(tags, path).toMatchObject({ type: "image/jpeg", width: "1200", height: "630", card: "summary_large_image" });
  expect(tags.alt, path).toMatch(alt);
  expect(tags.image, path).toMatch(address);
  const answer = await page.request.get(tags.image ?? "");
  expect(answer.status(), tags.image ?? path).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/jpeg");
  const meta = await sharp(await answer.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
}

test("every shareable page names a 1200×630 JPEG share card of its own, and the home and the lists the site's", async ({ page }) => {
  for (const path of ["/", "/jobs", "/news", "/university", "/calendar"]) await expectCard(page, path, /\/share-cards\/site\/es\.jpg$/, /RedAV/);

  await page.goto("/jobs");
  const job = await page.locator('a[href^="/jobs/"]').first().getAttribute("href");
  expect(job).toMatch(/^\/jobs\/\d+$/);
  await expectCard(page, job ?? "", new RegExp(`/share-cards/job/${job?.split("/")[2]}/es-[\\w-]{16}\\.jpg$`), /\S · \S/);
  await expectCard(page, "/university/sonido-en-vivo-fundamentos", /\/share-cards\/course\/sonido-en-vivo-fundamentos\/es-[\w-]{16}\.jpg$/, /\S/);
  await expectCard(
    page,
    "/news/guia-practica-cableado-dmx-escenario",
    /\/share-cards\/article\/guia-practica-cableado-dmx-escenario\/es-[\w-]{16}\.jpg$/,
    /\S/,
  );
  await expectCard(page, "/calendar/feria-av-latam-sao-paulo", /\/share-cards\/event\/feria-av-latam-sao-paulo\/es-[\w-]{16}\.jpg$/, /\S/);
  await expectCard(page, "/empresa/sonido-sur-rental", /\/share-cards\/company\/sonido-sur-rental\/es-[\w-]{16}\.jpg$/, /Sonido Sur Rental/);
});

test("a certificate's page shares its own card and describes itself as an EducationalOccupationalCredential", async ({ page }) => {
  await logInWithForm(page, DEMO.gold, DEMO_PASSWORD);
  await page.goto("/courses");
  // Her certificate, valid or revoked: the learning spec may revoke it meanwhile, and a revoked one keeps its page, card and JSON-LD.
  await page.locator('main a[href^="/certificates/"]').first().click();
  await page.waitForURL(/\/certificates\/[\w-]{22}$/);
  const path = new URL(page.url()).pathname;
  await page.context().clearCookies();

  await expectCard(page, path, new RegExp(`/share-cards/certificate/${path.split("/")[2]}/es-[\\w-]{16}\\.jpg$`), /\S/);
  const html = await (await page.request.get(path)).text();
  const documents = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text ?? "{}"));
  const credential = documents.find((item) => item["@type"] === "EducationalOccupationalCredential");
  expect(credential).toMatchObject({ "@context": "https://schema.org", credentialCategory: "certificate", url: expect.stringContaining(path) });
  expect(credential?.about).toMatchObject({ "@type": "Course" });
});

test("a card's old address leads to the current card, and a made-up one is not drawn", async ({ request }) => {
  const made = await request.get("/share-cards/course/sonido-en-vivo-fundamentos/es-AAAAAAAAAAAAAAAA.jpg", { maxRedirects: 0 });
  expect(made.status()).toBe(302);
  expect(made.headers().location).toMatch(/\/share-cards\/course\/sonido-en-vivo-fundamentos\/es-[\w-]{16}\.jpg$/);
  expect((await request.get("/share-cards/course/no-existe/es-AAAAAAAAAAAAAAAA.jpg")).status()).toBe(404);
  expect((await request.get("/share-cards/site/xx.jpg")).status()).toBe(404);
});
