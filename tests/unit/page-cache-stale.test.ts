import type { AddressInfo } from "node:net";
import compression from "compression";
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
// Large enough to be compressed, as the server's pages are.
const FILLER = `<!-- ${"relleno ".repeat(300)} -->`;
app.use(pageCache(cache));
app.use(compression({ threshold: 1024 }));
// A page that needs the database: rendered while it answers; while it is away, the render notes it and answers 503 (as the app does).
app.get("/explore", (_req, res) => {
  renders += 1;
  if (databaseAway) {
    noteDatabaseUnreachable();
    res.status(503).set("Retry-After", "5").type("text/html").send(`<p>sin base</p>${FILLER}`);
  } else res.type("text/html").send(`<p>render ${renders}</p>${FILLER}`);
});

// The same page answered with an explicit writeHead (as Node's own handlers may answer).
app.get("/explore-explicit", (_req, res) => {
  renders += 1;
  if (databaseAway) {
    noteDatabaseUnreachable();
    res.writeHead(503, { "Content-Type": "text/html", "Retry-After": "5" }).end("<p>sin base</p>");
  } else res.type("text/html").send(`<p>render ${renders}</p>`);
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
    expect(await (await fetch(`${origin}/explore`)).text()).toBe(`<p>render 1</p>${FILLER}`);
    const rendered = renders;

    now = LIFETIME_MS + 1;
    databaseAway = true;
    noteDatabaseUnreachable();
    const stale = await fetch(`${origin}/explore`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("x-page-cache")).toBe("stale");
    expect(stale.headers.get("cache-control")).toBe("no-store");
    expect(await stale.text()).toBe(`<p>render 1</p>${FILLER}`);
    expect(renders).toBe(rendered);

    now = LIFETIME_MS + STALE_MS;
    expect((await fetch(`${origin}/explore`)).status).toBe(503);

    noteDatabaseReachable();
    databaseAway = false;
    const fresh = await fetch(`${origin}/explore`);
    expect(fresh.headers.get("x-page-cache")).toBe("miss");
    expect(await fresh.text()).toMatch(/^<p>render \d+<\/p><!--/);
  });

  it("the first request that finds the database away gets the stale copy too, compressed as stored, without the 503's headers", async () => {
    now = 0;
    cache.purge();
    const first = await fetch(`${origin}/explore`, { headers: { "accept-encoding": "br" } });
    expect(first.headers.get("content-encoding")).toBe("br");
    const page = await first.text();

    now = LIFETIME_MS + 1;
    databaseAway = true;
    const stale = await fetch(`${origin}/explore`, { headers: { "accept-encoding": "br" } });
    expect(stale.status).toBe(200);
    expect(stale.statusText).toBe("OK");
    expect(stale.headers.get("x-page-cache")).toBe("stale");
    expect(stale.headers.get("retry-after")).toBeNull();
    expect(stale.headers.get("content-encoding")).toBe("br");
    expect(await stale.text()).toBe(page);

    const plain = await fetch(`${origin}/explore`, { headers: { "accept-encoding": "identity" } });
    expect(plain.status).toBe(503);
    expect(await plain.text()).toContain("sin base");
  });

  it("a 503 written with an explicit status is replaced just the same", async () => {
    now = 0;
    cache.purge();
    const page = await (await fetch(`${origin}/explore-explicit`)).text();
    now = LIFETIME_MS + 1;
    databaseAway = true;
    const stale = await fetch(`${origin}/explore-explicit`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("x-page-cache")).toBe("stale");
    expect(await stale.text()).toBe(page);
  });

  it("without a stale copy, the first request that finds the database away keeps its 503", async () => {
    now = 0;
    cache.purge();
    databaseAway = true;
    const answer = await fetch(`${origin}/explore`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    expect(await answer.text()).toContain("sin base");
  });

  it("with the database up, an expired page is rendered, never served stale", async () => {
    now = 0;
    cache.purge();
    // Read whole: the page is stored at its end, which compression reaches after the headers were sent.
    await (await fetch(`${origin}/explore`)).text();
    now = LIFETIME_MS + 1;
    const again = await fetch(`${origin}/explore`);
    expect(again.headers.get("x-page-cache")).toBe("miss");
  });
});
