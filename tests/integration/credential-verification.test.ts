import { generateKeyPairSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { adminAudit } from "~/db/schema/admin-audit";
import { certificates } from "~/db/schema/learning";
import { certificateCredentialDocument } from "~/features/learning/certificate-answers.server";
import { emailIdentityHash, signCertificateCredential } from "~/features/learning/certificate-signing.server";
import { certificateVerification } from "~/features/learning/certificate-verification.server";
import { newCertificateId } from "~/features/learning/certificates.server";

import { credentialKeys, rotateCredentialKey } from "~/features/learning/credential-keys.server";
import { type Ctx, requestContext } from "~/lib/context.server";
import { signDocument } from "~/lib/credentials/data-integrity.server";
import { signingKeyUrl } from "~/lib/credentials/issuer-urls";
import { activeSigningKey } from "~/lib/credentials/signing-keys.server";
import { setRevoked } from "~/lib/credentials/status-list.server";
import { loader as keysLoader, action as rotateAction } from "~/routes/admin/credentials";
import { loader as credentialJsonLoader } from "~/routes/certificate-credential";
import { loader as keyLoader } from "~/routes/credentials/signing-key";
import { loader as statusLoader } from "~/routes/credentials/status-list";
import { actingAs, testContext } from "../context";
import { achievementCredentialSchemaErrors, TEST_ORIGIN, verifierDocumentLoader, verifyIndependently } from "../credentials-verifier";
import { createIndividual } from "../factories";
import { riggingCourse } from "../learning";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

type Credential = Record<string, unknown> & {
  proof: { verificationMethod: string }[];
  credentialSubject: { identifier: { identityType: string; identityHash: string; salt?: string }[]; achievement: Record<string, unknown> };
  credentialStatus: { statusListCredential: string; statusListIndex: string };
};

/** A member's certificate of a course taught by Marta Docente, stored as issued (unsigned), optionally with a validity. */
async function certificateOf(options: { issuedAt?: Date; expiresAt?: Date | null; scorePercent?: number | null } = {}) {
  const { id: courseId, slug } = await riggingCourse("firmado", ["Cargas"]);
  const holder = await createIndividual({ names: { firstName: "Olga", lastName: "Titular" } });
  const id = newCertificateId();
  const issuedAt = options.issuedAt ?? new Date();
  await testDb()
    .insert(certificates)
    .values({
      id,
      userId: holder.userId,
      courseId,
      holderName: "Olga Titular",
      courseTitle: "Rigging seguro",
      durationHours: 12,
      trainerName: "Marta Docente",
      completedAt: issuedAt,
      issuedAt,
      expiresAt: options.expiresAt ?? null,
      scorePercent: options.scorePercent ?? null,
    });
  return { id, slug, email: holder.email, userId: holder.userId };
}

async function signed(id: string): Promise<Credential> {
  return (await signCertificateCredential(testContext(), id)) as Credential;
}

async function admin() {
  const { userId } = await createIndividual({ isAdmin: true });
  return actingAs(userId);
}

/** What a route's loader answers an anonymous GET of `path`. */
async function get(loader: (args: never) => unknown, path: string, params: Record<string, string>): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(requestContext, testContext());
  return (await loader({ request: new Request(`${TEST_ORIGIN}${path}`), context, params } as never)) as Response;
}

/** Runs a route function (loader or action) for a context, as the router calls it: its answer, or what it threw. */
async function asRouter(work: (args: never) => unknown, ctx: Ctx, method: "GET" | "POST"): Promise<unknown> {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const request = new Request(`${TEST_ORIGIN}/admin/credentials`, method === "POST" ? { method, body: new URLSearchParams() } : {});
  try {
    return await work({ request, context, params: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

describe("signed Open Badges 3.0 credentials (issue 40)", () => {
  it("validate against the 1EdTech AchievementCredential schema and name the holder by a salted e-mail hash and her name", async () => {
    const { id, slug, email } = await certificateOf({ scorePercent: 85, expiresAt: new Date(Date.now() + 3 * YEAR_MS) });
    const credential = await signed(id);
    expect(achievementCredentialSchemaErrors(credential)).toEqual([]);
    const [emailIdentity, name] = credential.credentialSubject.identifier;
    expect(emailIdentity).toMatchObject({ type: "IdentityObject", identityType: "emailAddress", hashed: true });
    expect(emailIdentity?.identityHash).toBe(emailIdentityHash(email, emailIdentity?.salt ?? ""));
    expect(emailIdentity?.identityHash).toMatch(/^sha256\$[0-9a-f]{64}$/);
    expect(JSON.stringify(credential)).not.toContain(email);
    expect(name).toEqual({ type: "IdentityObject", identityHash: "Olga Titular", identityType: "name", hashed: false });
    expect(credential.credentialSubject.achievement).toMatchObject({
      id: `${TEST_ORIGIN}/university/${slug}`,
      creator: { id: `${TEST_ORIGIN}/university/${slug}#trainer`, name: "Marta Docente" },
      criteria: { narrative: expect.stringContaining("aprobar su evaluación") },
    });
    expect(credential).toMatchObject({
      issuer: { id: `${TEST_ORIGIN}/credentials/issuer` },
      validUntil: expect.stringMatching(/Z$/),
      credentialStatus: { type: "BitstringStatusListEntry", statusPurpose: "revocation" },
      proof: [{ type: "DataIntegrityProof", cryptosuite: "eddsa-rdfc-2022", proofPurpose: "assertionMethod" }],
    });
  });

  it("verify with an independent verifier before revocation, report the revocation after it, and verify again once restored", async () => {
    const { id } = await certificateOf();
    const credential = await signed(id);
    expect(await verifyIndependently(credential)).toEqual({ verified: true, revoked: false, errors: [] });
    expect(await certificateVerification(testContext(), id)).toMatchObject({ signature: "valid", status: "active", validUntil: null });

    await setRevoked(testDb(), id, true);
    expect(await verifyIndependently(credential)).toMatchObject({ verified: true, revoked: true });
    expect((await certificateVerification(testContext(), id)).status).toBe("revoked");

    await setRevoked(testDb(), id, false);
    expect(await verifyIndependently(credential)).toEqual({ verified: true, revoked: false, errors: [] });
    expect((await certificateVerification(testContext(), id)).status).toBe("active");
  });

  it("fail on a tampered copy, outside and on the certificate page", async () => {
    const { id } = await certificateOf();
    const credential = await signed(id);
    const tampered = structuredClone(credential);
    tampered.credentialSubject.achievement.name = "Rigging avanzado";
    const verdict = await verifyIndependently(tampered);
    expect(verdict.verified).toBe(false);
    expect(verdict.errors.join(" ")).toMatch(/signature/i);
    await testDb().update(certificates).set({ credential: tampered }).where(eq(certificates.id, id));
    expect((await certificateVerification(testContext(), id)).signature).toBe("invalid");
  });

  it("still read as the network's own on the page after PUBLIC_URL changed (signed under the old address), and as forged when signed by another key", async () => {
    const { id } = await certificateOf();
    const { proof: _proof, ...unsigned } = await signed(id);
    const key = await activeSigningKey(testDb());
    const underOldAddress = await signDocument(
      unsigned,
      { verificationMethod: signingKeyUrl("https://antes.redav.example", key.id), privateKey: key.privateKey },
      new Date(),
    );
    await testDb().update(certificates).set({ credential: underOldAddress }).where(eq(certificates.id, id));
    expect(await certificateVerification(testContext(), id)).toMatchObject({ signature: "valid", keyId: key.id });
    const stranger = generateKeyPairSync("ed25519").privateKey;
    const forged = await signDocument(unsigned, { verificationMethod: signingKeyUrl("https://antes.redav.example", key.id), privateKey: stranger }, new Date());
    await testDb().update(certificates).set({ credential: forged }).where(eq(certificates.id, id));
    expect((await certificateVerification(testContext(), id)).signature).toBe("invalid");
  });

  it("keep verifying after a key rotation, while new credentials use the new key; only admins rotate, audited", async () => {
    const before = await certificateOf();
    const old = await signed(before.id);
    const member = await createIndividual();
    expect(await refusalOf(rotateCredentialKey(await actingAs(member.userId)))).toMatchObject({ status: 403 });

    const adminCtx = await admin();
    const { keyId } = await rotateCredentialKey(adminCtx);
    const after = await certificateOf();
    const fresh = await signed(after.id);
    expect(fresh.proof[0]?.verificationMethod).toBe(`${TEST_ORIGIN}/credentials/keys/${keyId}`);
    expect(old.proof[0]?.verificationMethod).not.toBe(fresh.proof[0]?.verificationMethod);
    expect(await verifyIndependently(old)).toEqual({ verified: true, revoked: false, errors: [] });
    expect(await verifyIndependently(fresh)).toEqual({ verified: true, revoked: false, errors: [] });
    expect((await certificateVerification(testContext(), before.id)).signature).toBe("valid");

    const keys = await credentialKeys(adminCtx);
    expect(keys[0]).toMatchObject({ id: keyId, retiredAt: null });
    const oldKeyId = decodeURIComponent(old.proof[0]?.verificationMethod.split("/").pop() ?? "");
    expect(keys.find((key) => key.id === oldKeyId)?.retiredAt).not.toBeNull();
    const profile = (await verifierDocumentLoader(`${TEST_ORIGIN}/credentials/issuer`)).document as { assertionMethod: string[] };
    expect(profile.assertionMethod).toEqual(expect.arrayContaining([old.proof[0]?.verificationMethod, fresh.proof[0]?.verificationMethod]));
    const [entry] = await testDb().select().from(adminAudit).where(eq(adminAudit.targetId, keyId));
    expect(entry).toMatchObject({ action: "credential.rotate-key", targetType: "credential-key" });
  });

  it("are reported expired by the verifier after their validity, and valid before it", async () => {
    const issuedAt = new Date(Date.now() - 3 * YEAR_MS - 24 * 3600 * 1000);
    const { id } = await certificateOf({ issuedAt, expiresAt: new Date(issuedAt.getTime() + 3 * YEAR_MS) });
    const credential = await signed(id);
    const verdict = await verifyIndependently(credential);
    expect(verdict.verified).toBe(false);
    expect(verdict.errors.join(" ")).toMatch(/after "validUntil"/);
    expect((await verifyIndependently(credential, new Date(issuedAt.getTime() + YEAR_MS))).verified).toBe(true);
    expect(await certificateVerification(testContext(), id)).toMatchObject({ signature: "valid", status: "expired", validUntil: expect.any(String) });
  });

  it("keep their status place and e-mail salt when signed again, with the corrected name", async () => {
    const { id } = await certificateOf();
    const first = await signed(id);
    await testDb().update(certificates).set({ holderName: "Olga María Titular" }).where(eq(certificates.id, id));
    const again = await signed(id);
    expect(again.credentialStatus).toEqual(first.credentialStatus);
    expect(again.credentialSubject.identifier[0]).toEqual(first.credentialSubject.identifier[0]);
    expect(again.credentialSubject.identifier[1]?.identityHash).toBe("Olga María Titular");
    expect((await verifyIndependently(again)).verified).toBe(true);
  });
});

describe("credential.json and the published documents (issue 40)", () => {
  it("answer a certificate issued before signing with its credential signed once, even when asked twice at once", async () => {
    const { id } = await certificateOf();
    const [one, two] = await Promise.all([
      get(credentialJsonLoader, `/certificates/${id}/credential.json`, { certificateId: id }),
      get(credentialJsonLoader, `/certificates/${id}/credential.json`, { certificateId: id }),
    ]);
    expect(one.headers.get("content-type")).toContain("application/ld+json");
    const [first, second] = [await one.json(), await two.json()];
    expect(first).toEqual(second);
    expect(first).toEqual(await certificateCredentialDocument(testContext(), id));
    expect(achievementCredentialSchemaErrors(first)).toEqual([]);
    expect((await verifyIndependently(first)).verified).toBe(true);
  });

  it("refuse unknown certificates, keys and lists with the catalog's 404, and never cache a status list", async () => {
    const missing = await get(credentialJsonLoader, "/certificates/nope/credential.json", { certificateId: "nope" });
    expect(missing.status).toBe(404);
    const key = await get(keyLoader, "/credentials/keys/unknown", { keyId: "unknown" });
    expect(key.status).toBe(404);
    expect(await key.json()).toEqual({ error: { code: "CREDENTIAL_KEY_NOT_FOUND", message: "Clave no encontrada" } });
    for (const listId of ["abc", "0", "99999999999", "2147483647"]) {
      const list = await get(statusLoader, `/credentials/status/${listId}`, { listId });
      expect(list.status).toBe(404);
      expect((await list.json()).error.code).toBe("STATUS_LIST_NOT_FOUND");
    }
    const { id } = await certificateOf();
    const credential = await signed(id);
    const url = new URL(credential.credentialStatus.statusListCredential);
    const list = await get(statusLoader, url.pathname, { listId: url.pathname.split("/").pop() ?? "" });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect(list.headers.get("content-type")).toContain("application/ld+json");
  });
});

describe("the admin's signing keys page (issue 40)", () => {
  it("lists the keys and rotates for an admin only", async () => {
    const member = await createIndividual();
    const refused = (await asRouter(keysLoader, await actingAs(member.userId), "GET")) as { init: { status: number } };
    expect(refused.init.status).toBe(403);
    const refusedRotation = (await asRouter(rotateAction, await actingAs(member.userId), "POST")) as { init: { status: number } };
    expect(refusedRotation.init.status).toBe(403);
    const adminCtx = await admin();
    const before = (await asRouter(keysLoader, adminCtx, "GET")) as { keys: { id: string; retiredAt: string | null }[] };
    expect(before.keys.filter((key) => key.retiredAt === null)).toHaveLength(1);
    expect(await asRouter(rotateAction, adminCtx, "POST")).toEqual({ ok: true });
    const after = (await asRouter(keysLoader, adminCtx, "GET")) as { keys: { id: string; retiredAt: string | null }[] };
    expect(after.keys).toHaveLength(before.keys.length + 1);
    expect(after.keys.filter((key) => key.retiredAt === null)).toHaveLength(1);
    expect(after.keys.find((key) => key.id === before.keys[0]?.id)?.retiredAt).not.toBeNull();
  });
});
