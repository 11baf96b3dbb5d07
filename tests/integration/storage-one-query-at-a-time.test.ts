import pg from "pg";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { saveIndividualProfile } from "~/features/profiles/edit-profile.server";
import { reloadEnv } from "~/lib/env.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { sweepOrphanFiles } from "~/lib/storage/orphans.server";
import { actingAs } from "../context";
import { createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

type PendingClient = pg.Client & { _activeQuery: unknown; _queryQueue: unknown[] };

/**
 * Issue 35 §5: node-postgres warns (and its next major refuses) when a query is sent on a client that
 * is still running another. This records every such query on the clients of the tests' PostgreSQL
 * pool (pg warns only once per process, so the warning alone could have been spent by an earlier
 * test) and every such warning pg prints. On PGlite there is no such client: nothing is recorded.
 */
function watchOverlappingQueries() {
  const overlapping: string[] = [];
  const warnings: string[] = [];
  const poolClient = (testDb() as unknown as { $client?: { Client?: typeof pg.Client } }).$client?.Client;
  const prototype = (poolClient ?? pg.Client).prototype as { query: (...args: unknown[]) => unknown };
  const own = Object.getOwnPropertyDescriptor(prototype, "query");
  const query = prototype.query;
  prototype.query = function (this: PendingClient, ...args: unknown[]) {
    if (this._activeQuery || this._queryQueue.length > 0) overlapping.push(String((args[0] as { text?: string })?.text ?? args[0]).slice(0, 80));
    return query.apply(this, args);
  };
  const onWarning = (warning: Error) => {
    if (/client\.query\(\)/.test(warning.message)) warnings.push(warning.message);
  };
  process.on("warning", onWarning);
  return {
    overlapping,
    warnings,
    stop() {
      if (own) Object.defineProperty(prototype, "query", own);
      else delete (prototype as { query?: unknown }).query;
      process.off("warning", onWarning);
    },
  };
}

const jpeg = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 400, height: 300, channels: 3, background: "#226688" } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    "yo.jpg",
  );
const pdf = () => new File(["%PDF-1.4 mi cv"], "cv.pdf");

function form(files: Record<string, File>): [Record<string, string>, FormData] {
  const values = { firstName: "Lucía", lastName: "Fernández", country: "CL", city: "Valparaíso" };
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  for (const [key, file] of Object.entries(files)) data.set(key, file);
  return [values, data];
}

describe("files on one database connection (issue 35 §5, PostgreSQL's pg client)", () => {
  // Files kept in the database, as on a server with DATABASE_URL (the tests' database is already open).
  let dataDir: string | undefined;
  beforeAll(() => {
    dataDir = process.env.DATA_DIR;
    process.env.DATA_DIR = "memory://";
    reloadEnv();
  });
  afterAll(() => {
    process.env.DATA_DIR = dataDir;
    reloadEnv();
  });
  let watch: ReturnType<typeof watchOverlappingQueries>;
  beforeEach(() => {
    watch = watchOverlappingQueries();
  });
  afterEach(() => watch.stop());

  it("a profile's first save with a photo and a CV, and its replacement, send one query at a time", async () => {
    const { userId } = await createIndividual({ level: "gold" });
    const ctx = await actingAs(userId);
    expect(await saveIndividualProfile(ctx, ...form({ photo: await jpeg(), cv: pdf() }))).toEqual({ saved: true });
    await saveIndividualProfile(ctx, ...form({ photo: await jpeg(), cv: pdf() }));
    expect(watch.overlapping).toEqual([]);
    expect(watch.warnings).toEqual([]);
  });

  it("the sweep of unreferenced files, in its periodic job's transaction, sends one query at a time", async () => {
    const { userId } = await createIndividual();
    const store = fileStore(testDb());
    for (const name of ["uno", "dos", "tres"]) {
      await store.put("cvs", `${userId}/${name}.pdf`, { bytes: Buffer.from("%PDF-1.4"), contentType: "application/pdf" });
      await store.put("profile-images", `${userId}/${name}-96.webp`, { bytes: Buffer.from("RIFF"), contentType: "image/webp" });
    }
    const tomorrow = () => new Date(Date.now() + 25 * 3_600_000);
    const swept = await testDb().transaction((tx) => sweepOrphanFiles({ db: tx as unknown as Db, now: tomorrow }, { prefix: `${userId}/` }));
    expect(swept).toBe(6);
    expect(watch.overlapping).toEqual([]);
    expect(watch.warnings).toEqual([]);
  });
});
