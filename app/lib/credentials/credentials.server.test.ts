import { randomUUID } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { credentialSigningKeys, credentialStatuses } from "~/db/schema/credentials";
import { certificates, courses } from "~/db/schema/learning";
import { createIndividual } from "../../../tests/factories";
import { testDb } from "../../../tests/setup/test-database";
import { signDocument, verifyDocument } from "./data-integrity.server";
import { OPEN_BADGES_CONTEXT, VC_CONTEXT } from "./document-loader.server";
import { signingKeyUrl, statusListUrl } from "./issuer-urls";
import { issuerProfile, signingKeyDocument } from "./publication.server";
import { activeSigningKey, publishedKey, rotateSigningKey } from "./signing-keys.server";
import { allocateStatus, encodeStatusBits, revokeStatusesOfHolder, STATUS_LIST_LENGTH, setRevoked, statusListCredential } from "./status-list.server";

const origin = "https://redav.example";

/** A certificate row of a new member (the status list needs a real certificate to point at). */
async function certificateOf(userId?: string): Promise<{ id: string; userId: string }> {
  const holder = userId ?? (await createIndividual({ verified: false })).userId;
  const [course] = await testDb()
    .insert(courses)
    .values({
      slug: `firma-${randomUUID()}`,
      title: "Firmas",
      summary: "Resumen del curso",
      description: "Descripción del curso",
      category: "audio",
      level: "beginner",
      durationHours: 2,
    })
    .returning({ id: courses.id });
  const id = randomUUID().replaceAll("-", "").slice(0, 22);
  await testDb()
    .insert(certificates)
    .values({ id, userId: holder, courseId: course.id, holderName: "Ana", courseTitle: "Firmas", durationHours: 2, completedAt: new Date() });
  return { id, userId: holder };
}

/** The bit of a position in a list's encodedList (W3C order: the first bit is the most significant of the first byte). */
function bitOf(encodedList: string, position: number): boolean {
  const bits = gunzipSync(Buffer.from(encodedList.slice(1), "base64url"));
  return (bits[position >> 3] & (0x80 >> (position & 7))) !== 0;
}

const credential = () => ({
  "@context": [VC_CONTEXT, OPEN_BADGES_CONTEXT],
  id: `${origin}/certificates/x`,
  type: ["VerifiableCredential", "OpenBadgeCredential"],
  name: "Curso",
  issuer: { id: `${origin}/credentials/issuer`, type: ["Profile"], name: "RedAV", url: origin },
  validFrom: "2026-01-01T00:00:00Z",
  credentialSubject: {
    type: ["AchievementSubject"],
    achievement: { id: `${origin}/university/curso`, type: ["Achievement"], name: "Curso", description: "Un curso", criteria: { narrative: "Aprobar" } },
  },
});

describe("Data Integrity eddsa-rdfc-2022", () => {
  it("signs a credential that its own key verifies, and refuses a tampered copy, another key and no proof", async () => {
    const key = await activeSigningKey(testDb());
    const vm = signingKeyUrl(origin, key.id);
    const signed = await signDocument(credential(), { verificationMethod: vm, privateKey: key.privateKey }, new Date("2026-11-28T10:00:00.123Z"));
    expect(signed.proof).toEqual([
      expect.objectContaining({
        type: "DataIntegrityProof",
        cryptosuite: "eddsa-rdfc-2022",
        created: "2026-11-28T10:00:00Z",
        verificationMethod: vm,
        proofPurpose: "assertionMethod",
      }),
    ]);
    const keyOf = async (method: string) => (method === vm ? key.publicKeyMultibase : null);
    expect(await verifyDocument(signed, keyOf)).toEqual({ valid: true, verificationMethod: vm });
    const tampered = structuredClone(signed) as typeof signed & { name: string };
    tampered.name = "Otro curso";
    expect((await verifyDocument(tampered, keyOf)).valid).toBe(false);
    expect((await verifyDocument(signed, async () => null)).valid).toBe(false);
    expect((await verifyDocument(credential(), keyOf)).valid).toBe(false);
  });

  it("refuses to sign a term no context defines (safe mode) instead of leaving it out of the signature", async () => {
    const key = await activeSigningKey(testDb());
    await expect(
      signDocument({ ...credential(), inventado: "x" }, { verificationMethod: signingKeyUrl(origin, key.id), privateKey: key.privateKey }, new Date()),
    ).rejects.toThrow();
  });
});

describe("signing keys", () => {
  it("rotates: the new key signs, the old one stays published and still verifies what it signed", async () => {
    const before = await activeSigningKey(testDb());
    const signed = await signDocument(credential(), { verificationMethod: signingKeyUrl(origin, before.id), privateKey: before.privateKey }, new Date());
    const newId = await rotateSigningKey(testDb(), new Date());
    const after = await activeSigningKey(testDb());
    expect(after.id).toBe(newId);
    expect(after.id).not.toBe(before.id);
    expect((await publishedKey(testDb(), before.id))?.retiredAt).toBeInstanceOf(Date);
    const oldDocument = await signingKeyDocument(testDb(), origin, before.id);
    expect(oldDocument).toMatchObject({ type: "Multikey", controller: `${origin}/credentials/issuer`, publicKeyMultibase: before.publicKeyMultibase });
    expect((await verifyDocument(signed, async () => String(oldDocument?.publicKeyMultibase))).valid).toBe(true);
    const profile = await issuerProfile(testDb(), origin, "RedAV");
    expect(profile.assertionMethod).toEqual(expect.arrayContaining([signingKeyUrl(origin, before.id), signingKeyUrl(origin, after.id)]));
  });

  it("keeps the private key sealed in the database, and replaces a key it can no longer open", async () => {
    const key = await activeSigningKey(testDb());
    const [row] = await testDb().select().from(credentialSigningKeys).where(eq(credentialSigningKeys.id, key.id));
    const pkcs8 = key.privateKey.export({ format: "der", type: "pkcs8" }).toString("base64url");
    expect(row.sealedPrivateKey.startsWith("v1.")).toBe(true);
    expect(row.sealedPrivateKey).not.toContain(pkcs8);
    const [forged] = await testDb()
      .insert(credentialSigningKeys)
      .values({ id: `unreadable-${randomUUID()}`, publicKeyMultibase: "zUnreadable", sealedPrivateKey: "v1.AAAA", createdAt: new Date(Date.now() + 60_000) })
      .returning();
    const replaced = await activeSigningKey(testDb());
    expect(replaced.id).not.toBe(forged.id);
    expect((await publishedKey(testDb(), forged.id))?.retiredAt).toBeInstanceOf(Date);
  });

  it("creates one key when two callers find none at once", async () => {
    await testDb().update(credentialSigningKeys).set({ retiredAt: new Date() });
    const [a, b] = await Promise.all([activeSigningKey(testDb()), activeSigningKey(testDb())]);
    expect(a.id).toBe(b.id);
  });
});

describe("bitstring status list", () => {
  it("gives each certificate one place, also when asked twice at once", async () => {
    const { id } = await certificateOf();
    const [first, second] = await Promise.all([allocateStatus(testDb(), id), allocateStatus(testDb(), id)]);
    expect(second).toEqual(first);
    expect(first.position).toBeGreaterThanOrEqual(0);
    expect(first.position).toBeLessThan(STATUS_LIST_LENGTH);
    expect(await testDb().select().from(credentialStatuses).where(eq(credentialStatuses.certificateId, id))).toHaveLength(1);
  });

  it("encodes bits most significant first, GZIP and multibase base64url", () => {
    const encoded = encodeStatusBits([0, 9, STATUS_LIST_LENGTH - 1]);
    expect(encoded.startsWith("u")).toBe(true);
    expect([0, 1, 8, 9, 10, STATUS_LIST_LENGTH - 1].map((position) => bitOf(encoded, position))).toEqual([true, false, false, true, false, true]);
  });

  it("publishes a signed list whose bit follows revocation and restoration, signed again only after a change", async () => {
    const { id } = await certificateOf();
    const place = await allocateStatus(testDb(), id);
    const read = async () => {
      const list = await statusListCredential(testDb(), origin, place.listId, new Date());
      return list as { id: string; proof: unknown; credentialSubject: { encodedList: string } };
    };
    const fresh = await read();
    expect(fresh.id).toBe(statusListUrl(origin, place.listId));
    expect(bitOf(fresh.credentialSubject.encodedList, place.position)).toBe(false);
    expect(await read()).toEqual(fresh);
    await setRevoked(testDb(), id, true);
    expect(bitOf((await read()).credentialSubject.encodedList, place.position)).toBe(true);
    await setRevoked(testDb(), id, false);
    expect(bitOf((await read()).credentialSubject.encodedList, place.position)).toBe(false);
    expect(await statusListCredential(testDb(), origin, 999_999, new Date())).toBeNull();
  });

  it("revokes every credential of a holder whose account is erased, and the bits outlive the rows", async () => {
    const first = await certificateOf();
    const second = await certificateOf(first.userId);
    const places = [await allocateStatus(testDb(), first.id), await allocateStatus(testDb(), second.id)];
    expect(await revokeStatusesOfHolder(testDb(), first.userId)).toBe(2);
    await testDb().delete(certificates).where(eq(certificates.userId, first.userId));
    for (const place of places) {
      const list = (await statusListCredential(testDb(), origin, place.listId, new Date())) as { credentialSubject: { encodedList: string } };
      expect(bitOf(list.credentialSubject.encodedList, place.position)).toBe(true);
    }
  });
});
