import { DEMO, DEMO_PASSWORD, expect, logInRequest, newTechnician, REGISTER_PASSWORD, test } from "./fixtures";

const BROWSER = { "accept-encoding": "gzip, deflate, br", "accept-language": "es" };

// A person's browser: headless Chromium names itself HeadlessChrome, which the view count ignores as a bot.
test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" });

test("a visitor filters the job board, opens an offer, signs in to apply, applies once and finds it in 'Mis postulaciones'", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const technician = await newTechnician(browser, { prefix: "postulante" });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await page.goto("/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ofertas de trabajo");
  await expect(page.getByText(/\d+ ofertas encontradas/)).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByLabel("Categoría").selectOption("Audio");
  await page.getByLabel("Remoto").check();
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/categoria=audio/);
  await expect(page).toHaveURL(/remoto=1/);
  const cards = page.getByRole("article");
  // The URL changes before the filtered list renders: wait until every card shown is a remote one.
  await expect
    .poll(async () => {
      const texts = await cards.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes("Remoto"));
    })
    .toBe(true);
  for (const card of await cards.all()) await expect(card.getByText("Remoto", { exact: true })).toBeVisible();

  const link = cards.first().getByRole("link");
  const title = await link.textContent();
  await link.click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  const offerPath = new URL(page.url()).pathname;
  expect(await overflow()).toBeLessThanOrEqual(0);
  const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
  expect(posting["@type"]).toBe("JobPosting");
  expect(posting.title).toBe(title);
  // The demo's remote offers are partly remote: a job at its place, not TELECOMMUTE (issue 36).
  expect(posting.jobLocationType).toBeUndefined();
  expect(posting.jobLocation.address.addressCountry).toBeTruthy();
  expect(posting.hiringOrganization.name).toBeTruthy();
  expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toContain(title ?? "");

  const apply = page.getByRole("region", { name: "Postularme a esta oferta" });
  await expect(apply).toContainText("Debes iniciar sesión para postularte");
  await apply.getByRole("link", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(offerPath)}`);
  await page.getByLabel("Correo electrónico").fill(technician.email);
  await page.getByLabel("Contraseña").fill(REGISTER_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(offerPath);
  // The page's beacon counted the visitor's view before signing in.
  expect(Number(await page.getByTestId("offer-views").textContent())).toBeGreaterThanOrEqual(1);
  // The figure is said once: the term 'Visitas', then the number (never '2 visitas' followed by '2').
  await expect(page.getByRole("term").filter({ hasText: /^Visitas$/ })).toBeVisible();

  const other = await page.context().newPage();
  await other.goto(offerPath);
  await other.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });

  await apply.getByLabel("Carta de presentación (opcional)").fill("Tengo cinco años de experiencia en giras.");
  await apply.getByRole("button", { name: "Postularme" }).click();
  await expect(apply).toContainText("Ya te has postulado a esta oferta (");
  await expect(apply).toContainText("Estado: Pendiente");

  const again = other.getByRole("region", { name: "Postularme a esta oferta" });
  await again.getByRole("button", { name: "Postularme" }).click();
  await expect(again.getByRole("alert")).toHaveText("Ya te has postulado a esta oferta");

  await apply.getByRole("link", { name: "Ver mis postulaciones" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mis postulaciones");
  const mine = page.getByTestId("my-application").filter({ hasText: title ?? "" });
  await expect(mine).toContainText("Pendiente");
  expect(await overflow()).toBeLessThanOrEqual(0);
  await technician.page.context().close();
});

test("the job pages are served from the anonymous page cache, and an unknown offer is a 404", async ({ request }) => {
  await request.get("/jobs", { headers: BROWSER });
  expect((await request.get("/jobs", { headers: BROWSER })).headers()["x-page-cache"]).toBe("hit");
  const list = await (await request.get("/jobs?remoto=1", { headers: BROWSER })).text();
  const id = /href="\/jobs\/(\d+)"/.exec(list)?.[1];
  expect(id).toBeTruthy();
  await request.get(`/jobs/${id}`, { headers: BROWSER });
  expect((await request.get(`/jobs/${id}`, { headers: BROWSER })).headers()["x-page-cache"]).toBe("hit");
  expect((await request.get("/jobs/999999999")).status()).toBe(404);
  expect((await request.get("/opportunities")).status()).toBe(200);
});

test("an offer's views count one address once a day whatever browser it claims, and never a bot", async ({ playwright, request, baseURL }) => {
  const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address } });
  const list = await (await visitor.get("/jobs?pagina=3")).text();
  const id = /href="\/jobs\/(\d+)"/.exec(list)?.[1];
  expect(id).toBeTruthy();
  // A member's page is never cached, so it shows the count as it is now.
  await logInRequest(request, DEMO.bronze, DEMO_PASSWORD);
  const views = async () => Number(/data-testid="offer-views">([\d.,\s]+)</.exec(await (await request.get(`/jobs/${id}`)).text())?.[1].replace(/\D/g, ""));
  const before = await views();
  for (let index = 0; index < 20; index++) {
    const agent = `Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/${120 + index}.0 Safari/537.36`;
    expect((await visitor.post(`/api/jobs/${id}/view`, { headers: { "user-agent": agent, origin: baseURL ?? "" } })).status()).toBe(204);
  }
  await visitor.post(`/api/jobs/${id}/view`, { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)", origin: baseURL ?? "" } });
  expect((await views()) - before).toBe(1);
  await visitor.dispose();
});
