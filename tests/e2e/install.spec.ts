import { expect, test } from "./fixtures";

type InstallabilityError = { errorId: string; errorArguments: { name: string; value: string }[] };
type ManifestError = { message: string; critical: number; line: number; column: number };

// Chromium never offers to install from an incognito profile, which every new context is: this test runs in a profile on disk.
test("Chromium finds the home page installable, with a manifest free of errors", async ({ playwright, launchOptions, baseURL }, testInfo) => {
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath("profile"), { ...launchOptions, baseURL, locale: "es-UY" });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto("/");
  await page.locator("html[data-hydrated], html[data-scriptless]").waitFor({ state: "attached" });
  const cdp = await context.newCDPSession(page);
  const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: ManifestError[]; data?: string };
  expect(new URL(manifest.url).pathname).toBe("/manifest.webmanifest");
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({ short_name: "RedAV", display: "standalone" });

  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: InstallabilityError[] };
  expect(installabilityErrors).toEqual([]);

  // Every page links the same manifest, so the app installs from wherever the member is.
  for (const path of ["/jobs", "/login"]) {
    await page.goto(path);
    const linked = (await cdp.send("Page.getAppManifest")) as { url: string; errors: ManifestError[] };
    expect(new URL(linked.url).pathname, path).toBe("/manifest.webmanifest");
    expect(linked.errors, path).toEqual([]);
  }
  await context.close();
});

test("the manifest and its icons are served with their types", async ({ request }) => {
  const manifestResponse = await request.get("/manifest.webmanifest");
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()["content-type"]).toBe("application/manifest+json");
  const manifest = (await manifestResponse.json()) as { icons: { src: string }[]; shortcuts: { icons: { src: string }[] }[] };
  const sources = [...manifest.icons, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons)].map((icon) => icon.src);
  for (const src of [...sources, "/icons/apple-touch-icon.png", "/icons/badge-96.png"]) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()["content-type"], src).toBe("image/png");
  }
});
