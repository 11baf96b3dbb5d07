import { describe, expect, it } from "vitest";
import { PageCache, SharedDataCache } from "./page-cache.server";

const page = (text: string) => ({ body: Buffer.from(text), contentType: "text/html", contentEncoding: null, scriptHashes: [] });

describe("anonymous page cache", () => {
  it("serves a page until its lifetime ends", () => {
    let now = 0;
    const cache = new PageCache(1000, 10, () => now);
    cache.set("k", "/jobs", page("a"));
    now = 999;
    expect(cache.get("k")?.body.toString()).toBe("a");
    now = 1000;
    expect(cache.get("k")).toBeUndefined();
  });

  it("a purge is seen by the next request: the path and what is below it, nothing else", () => {
    const cache = new PageCache(60_000, 10);
    cache.set("jobs", "/jobs", page("list"));
    cache.set("job", "/jobs/12", page("offer"));
    cache.set("jobsx", "/jobsx", page("other"));
    cache.set("home", "/", page("home"));
    cache.purge("/jobs");
    expect(cache.get("jobs")).toBeUndefined();
    expect(cache.get("job")).toBeUndefined();
    expect(cache.get("jobsx")).toBeDefined();
    expect(cache.get("home")).toBeDefined();
    cache.purge();
    expect(cache.size).toBe(0);
  });

  it("keeps at most its bound, dropping the least recently used page", () => {
    const cache = new PageCache(60_000, 2);
    cache.set("a", "/a", page("a"));
    cache.set("b", "/b", page("b"));
    cache.get("a");
    cache.set("c", "/c", page("c"));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
  });
});

describe("shared loader data", () => {
  it("computes once for requests at once and for its lifetime, then again; a purge of its path forgets it", async () => {
    let now = 0;
    let computed = 0;
    const cache = new SharedDataCache(1000, 10, () => now);
    const compute = async () => ++computed;
    expect(await Promise.all([cache.get("/jobs", "a", compute), cache.get("/jobs", "a", compute)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get("/jobs", "a", compute)).toBe(1);
    now = 1000;
    expect(await cache.get("/jobs", "a", compute)).toBe(2);
    cache.purge("/explore");
    expect(await cache.get("/jobs", "a", compute)).toBe(2);
    cache.purge("/jobs");
    expect(await cache.get("/jobs", "a", compute)).toBe(3);
  });

  it("never keeps a failure", async () => {
    const cache = new SharedDataCache(60_000, 10);
    await expect(cache.get("/jobs", "a", () => Promise.reject(new Error("caída")))).rejects.toThrow("caída");
    expect(await cache.get("/jobs", "a", async () => "bien")).toBe("bien");
  });
});

describe("stale-if-error", () => {
  it("an expired page is kept for its stale window, only for stale(); then it is dropped", () => {
    let now = 0;
    const cache = new PageCache(1000, 10, () => now, 5000);
    cache.set("k", "/explore", page("a"));
    now = 1000;
    expect(cache.get("k")).toBeUndefined();
    expect(cache.stale("k")?.body.toString()).toBe("a");
    now = 5999;
    expect(cache.stale("k")?.body.toString()).toBe("a");
    now = 6000;
    expect(cache.stale("k")).toBeUndefined();
    expect(cache.get("k")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("a purged page is never served stale: it changed", () => {
    let now = 0;
    const cache = new PageCache(1000, 10, () => now, 5000);
    cache.set("k", "/jobs/1", page("old"));
    now = 2000;
    cache.purge("/jobs");
    expect(cache.stale("k")).toBeUndefined();
  });
});
