import { describe, expect, it } from "vitest";
import { testDatabase, testDb } from "../../tests/setup/test-database";
import { CHANNELS, openHub } from "./live/hub.server";
import { followPurges, PageCache, purgePages } from "./page-cache.server";

const page = { body: Buffer.from("<html></html>"), contentType: "text/html", contentEncoding: null, scriptHashes: [] };

describe("purging anonymous pages across instances", () => {
  it("a purge on one instance reaches another instance's cache through the hub", async () => {
    const handle = await testDatabase();
    const hubOfB = openHub(handle);
    const cacheOfB = new PageCache(60_000, 10);
    followPurges(hubOfB, cacheOfB);
    cacheOfB.set("br es /jobs", "/jobs", page);
    cacheOfB.set("br es /about", "/about", page);
    const delivered = new Promise<void>((resolve) => hubOfB.subscribe(CHANNELS.pagePurge, () => resolve()));
    try {
      await hubOfB.listening();
      await purgePages(testDb(), "/jobs");
      await delivered;
      expect(cacheOfB.get("br es /jobs")).toBeUndefined();
      expect(cacheOfB.get("br es /about")).toBeDefined();
    } finally {
      await hubOfB.close();
    }
  });
});
