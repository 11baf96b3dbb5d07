// npm run bench (seventh part): news, the calendar (issue 23), a company's website (issue 24) and a technician's page (issue 38) on the
// built app with the demo network (twelve articles, fifteen events, eight published sites) in a temporary DATA_DIR, on the embedded database: requests/s of
// each page against a bare node:http floor replaying the same bytes, and the app's CPU ms per request,
// cached (a visitor's page-cache hit), render (a visitor's miss: a parameter the loader ignores, new on
// every request) and signed in. Slowness never fails the run; a non-200 answer does.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_LOGINS } from "../seed/content/demo-logins";
import { DEMO_DMX_GUIDE_SLUG } from "../seed/content/demo-news";
import { DEMO_SITES } from "../seed/content/demo-sites";
import { BROWSER_HEADERS, pageCase, signInCookie, startApp, waitFor } from "./http-kit";

const APP_PORT = 3282;
const ORIGIN = `http://localhost:${APP_PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const EVENT = "/calendar/taller-consolas-digitales-guadalajara";
const ARTICLE = `/news/${DEMO_DMX_GUIDE_SLUG}`;
const SITE = `/empresa/${DEMO_SITES[0].slug}`;
// The gold demo login's public page (issue 38): a visitor's cached page must stay ≥ 0.25 of the floor.
const TECHNICIAN = "/tecnicos/olga-oro-foh";

const dataDir = mkdtempSync(path.join(tmpdir(), "redav-bench-content-"));
const app = startApp(APP_PORT, dataDir);
try {
  await waitFor(`${ORIGIN}/api/health`, 120_000);
  const target = { pid: app.pid ?? 0, origin: ORIGIN };
  const cookie = await signInCookie(ORIGIN, DEMO_LOGINS.gold);
  const member = { ...BROWSER_HEADERS, cookie };
  let miss = 0;
  console.log("\nnews, calendar, a company site and a technician page (PGlite, demo network)");
  for (const [name, page] of [
    ["/news", "/news"],
    ["article", ARTICLE],
    ["/calendar", "/calendar"],
    ["/calendar month", "/calendar?vista=mes"],
    ["event", EVENT],
    ["company site", SITE],
    ["technician page", TECHNICIAN],
  ] as const) {
    await pageCase(target, `cached ${name}`, () => page, BROWSER_HEADERS, DURATION_S);
    await pageCase(target, `render ${name}`, () => `${page}${page.includes("?") ? "&" : "?"}_=${++miss}`, BROWSER_HEADERS, DURATION_S);
    await pageCase(target, `member ${name}`, () => page, member, DURATION_S);
  }
} finally {
  app.kill("SIGTERM");
  await new Promise((resolve) => app.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
