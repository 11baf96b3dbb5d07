import { randomUUID } from "node:crypto";
import { eq, or } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { userProfiles } from "~/db/schema/profiles";
import { kitItems, profileHandleRedirects, profileMedia, showCredits } from "~/db/schema/technician-pages";
import { exportDownload, requestExport } from "~/features/privacy/data-exports.server";
import { eraseAccount } from "~/features/privacy/erasure.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { imageKey } from "~/lib/storage/image-key";
import { createIndividual, signedIn } from "../factories";
import { drainOutbox } from "../outbox";
import { testDb } from "../setup/test-database";

const unique = () => crypto.randomUUID().slice(0, 8);

/** A technician with a public page: a handle (and a former one), a credit, a photo (its stored sizes) and a video, and kit. */
async function technicianWithPage() {
  const account = await createIndividual({ names: { firstName: `Borrada${randomUUID().slice(0, 8)}`, lastName: "Página" } });
  const id = account.userId;
  const handle = `t${unique()}`;
  const formerHandle = `t${unique()}`;
  const db = testDb();
  await db.update(userProfiles).set({ handle, pageVisibility: "public", headline: "Monitores para giras" }).where(eq(userProfiles.id, id));
  await db.insert(profileHandleRedirects).values({ handle: formerHandle, userId: id });
  await db
    .insert(showCredits)
    .values({ id: crypto.randomUUID(), userId: id, production: "Festival Estéreo Picnic", role: "monitors", startsOn: "2026-03-20", position: 0 });
  const photo = `${id}/rig${unique()}`;
  for (const key of [imageKey(photo, 640), imageKey(photo, 1280)]) {
    await fileStore(db).put("profile-media", key, { bytes: Buffer.from(`foto ${key}`), contentType: "image/webp" });
  }
  await db.insert(profileMedia).values([
    { id: crypto.randomUUID(), userId: id, kind: "photo", fileKey: photo, alt: "Rack de monitores en el escenario", position: 0 },
    { id: crypto.randomUUID(), userId: id, kind: "video", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", alt: "Prueba de sonido", position: 1 },
  ]);
  await db.insert(kitItems).values({ id: crypto.randomUUID(), userId: id, category: "audio", brand: "Shure", model: "PSM 1000", quantity: 4, position: 0 });
  return { id, email: account.email, handle, formerHandle, photo };
}

describe("a technician's public page in the data export and the erasure (decision 063)", () => {
  it("the copy holds the former handles, credits, media (with the photo files) and kit, and the profile section the page's settings", async () => {
    const tech = await technicianWithPage();
    const me = await signedIn(tech.email);
    const requested = await requestExport(me);
    await drainOutbox();
    const { bytes } = await exportDownload(me, String(requested.id));
    const zip = unzipSync(new Uint8Array(bytes));
    const data = JSON.parse(strFromU8(zip["datos.json"] ?? new Uint8Array()));
    expect(data.profile[0]).toMatchObject({ handle: tech.handle, page_visibility: "public", headline: "Monitores para giras" });
    expect(data.formerHandles).toEqual([expect.objectContaining({ handle: tech.formerHandle })]);
    expect(data.showCredits).toEqual([expect.objectContaining({ production: "Festival Estéreo Picnic", role: "monitors", verified_at: null })]);
    expect(data.profileMedia.map((row: { kind: string; alt: string }) => [row.kind, row.alt])).toEqual([
      ["photo", "Rack de monitores en el escenario"],
      ["video", "Prueba de sonido"],
    ]);
    expect(data.kitItems).toEqual([expect.objectContaining({ brand: "Shure", model: "PSM 1000", quantity: 4 })]);
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([`archivos/profile-media/${imageKey(tech.photo, 640)}`, `archivos/profile-media/${imageKey(tech.photo, 1280)}`]),
    );
    expect(strFromU8(zip["datos.html"] ?? new Uint8Array())).toContain("<h2>Créditos de shows</h2>");
  });

  it("an erasure leaves no credit, media, kit or former handle, deletes the photos, and no address leads to the page any more", async () => {
    const tech = await technicianWithPage();
    const other = await technicianWithPage();
    expect(await testDb().transaction((tx) => eraseAccount(tx as unknown as Db, tech.id, new Date()))).toBe(true);
    const db = testDb();
    expect(await db.select().from(showCredits).where(eq(showCredits.userId, tech.id))).toEqual([]);
    expect(await db.select().from(profileMedia).where(eq(profileMedia.userId, tech.id))).toEqual([]);
    expect(await db.select().from(kitItems).where(eq(kitItems.userId, tech.id))).toEqual([]);
    expect(await db.select().from(profileHandleRedirects).where(eq(profileHandleRedirects.userId, tech.id))).toEqual([]);
    // /tecnicos/{handle} finds its technician by the current or a former handle: neither is held by anyone now (404).
    const holders = await db
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(or(eq(userProfiles.handle, tech.handle), eq(userProfiles.handle, tech.formerHandle)));
    expect(holders).toEqual([]);
    expect(await db.select().from(profileHandleRedirects).where(eq(profileHandleRedirects.handle, tech.formerHandle))).toEqual([]);
    expect(await fileStore(db).get("profile-media", imageKey(tech.photo, 640))).toBeNull();
    expect(await fileStore(db).get("profile-media", imageKey(tech.photo, 1280))).toBeNull();
    // Another technician's page is untouched.
    expect(await db.select().from(showCredits).where(eq(showCredits.userId, other.id))).toHaveLength(1);
    expect(await fileStore(db).get("profile-media", imageKey(other.photo, 640))).not.toBeNull();
  });
});
