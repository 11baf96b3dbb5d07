import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, logInRequest } from "./fixtures";

// A visitor's browser without JavaScript, from an address of its own (so its view is new today); a
// person's browser: headless Chromium names itself HeadlessChrome, which the view count ignores as a bot.
const address = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
test.use({
  javaScriptEnabled: false,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  extraHTTPHeaders: { "x-forwarded-for": address },
});

test("a visitor without JavaScript counts one view of an offer by its image beacon, once however often they come back", async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto("/jobs?pagina=2");
  const id = /href="\/jobs\/(\d+)"/.exec(await page.content())?.[1];
  expect(id).toBeTruthy();
  // A member's page is never cached, so it shows the count as it is now; an API request loads no images.
  const member = await playwright.request.newContext({ baseURL });
  await logInRequest(member, DEMO.bronze, DEMO_PASSWORD);
  const views = async () => Number(/data-testid="offer-views">([\d.,\s]+)</.exec(await (await member.get(`/jobs/${id}`)).text())?.[1].replace(/\D/g, ""));
  const before = await views();

  const beacon = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/jobs/${id}/view`);
  await page.goto(`/jobs/${id}`);
  const answer = await beacon;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/gif");
  expect(answer.headers()["cache-control"]).toBe("no-store");
  await expect.poll(async () => (await views()) - before).toBe(1);

  // Back again (the page may now come from the page cache, where no loader runs): the image is asked for again, and adds nothing today.
  const again = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/jobs/${id}/view`);
  await page.goto(`/jobs/${id}`);
  expect((await again).status()).toBe(200);
  expect((await views()) - before).toBe(1);
  await member.dispose();
});
