import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { noteDatabaseReachable, noteDatabaseUnreachable } from "~/db/reachability.server";
import { PageCache } from "~/lib/page-cache.server";
import { pageCache } from "../../server/page-cache";

const LIFETIME_MS = 1_000;
const STALE_MS = 60_000;

let now = 0;
let renders = 0;
let databaseAway = false;
const cache = new PageCache(LIFETIME_MS, 10, () => now, STALE_MS);
const app = express();
app.use(pageCache(cache));
// A page that needs the database: rendered while it answers, a 503 while it is away.
app.get("/explore", (_req, res) => {
  renders += 1;
  if (databaseAway) res.status(503).type("text/html").send("<p>sin base</p>");
  else res.type("text/html").send(`<p>render ${renders}</p>`);
});

let origin = "";
let close: () => void = () => undefined;
beforeAll(async () => {
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());
afterEach(() => {
  noteDatabaseReachable();
  databaseAway = false;
});

describe("stale-if-error for anonymous pages", () => {
  it("while the database is away an expired page is served stale (marked), within its window only; once back, it renders again", async () => {
    now = 0;
    cache.purge();
    expect(await (await fetch(`${origin}/explore`)).text()).toBe("<p>render 1</p>");
    const rendered = renders;

    now = LIFETIME_MS + 1;
    databaseAway = true;
    noteDatabaseUnreachable();
    const stale = await fetch(`${origin}/explore`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("x-page-cache")).toBe("stale");
    expect(stale.headers.get("cache-control")).toBe("no-store");
    expect(await stale.text()).toBe("<p>render 1</p>");
    expect(renders).toBe(rendered);

    now = LIFETIME_MS + STALE_MS;
    expect((await fetch(`${origin}/explore`)).status).toBe(503);

    noteDatabaseReachable();
    databaseAway = false;
    const fresh = await fetch(`${origin}/explore`);
    expect(fresh.headers.get("x-page-cache")).toBe("miss");
    expect(await fresh.text()).toMatch(/^<p>render \d+<\/p>$/);
  });

  it("with the database up, an expired page is rendered, never served stale", async () => {
    now = 0;
    cache.purge();
    await fetch(`${origin}/explore`);
    now = LIFETIME_MS + 1;
    const again = await fetch(`${origin}/explore`);
    expect(again.headers.get("x-page-cache")).toBe("miss");
  });
});
