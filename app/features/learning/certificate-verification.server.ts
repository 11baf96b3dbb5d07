import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { credentialStatuses } from "~/db/schema/credentials";
import { certificates } from "~/db/schema/learning";
import type { Ctx } from "~/lib/context.server";
import { verifyDocument } from "~/lib/credentials/data-integrity.server";
import { issuerId, signingKeyUrl, statusListUrl } from "~/lib/credentials/issuer-urls";
import { publishedKey } from "~/lib/credentials/signing-keys.server";
import { certificateCredentialDocument } from "./certificate-answers.server";
import { certificateUrl } from "./certificate-credential";
import { credentialOrigin } from "./certificate-signing.server";

/** A certificate's standing: valid now, revoked, past its validity, or replaced by a renewal. */
export type CredentialStanding = "active" | "revoked" | "expired" | "superseded";

/** What the certificate page says about its credential, and where anyone can check it elsewhere. */
export type CertificateVerification = {
  signature: "valid" | "invalid";
  /** The id of the key that signed it (null when the proof names no key of the network). */
  keyId: string | null;
  status: CredentialStanding;
  validUntil: string | null;
  links: { credential: string; issuer: string; key: string | null; statusList: string | null };
};

/**
 * The key id a verification method names when it is one of the network's key addresses
 * (`…/credentials/keys/{id}`), under this origin or the one it was signed under (PUBLIC_URL may have
 * changed since); null for any other address. Only the network's own public key is then used to check.
 */
function keyIdOf(verificationMethod: string | null): string | null {
  if (!verificationMethod) return null;
  let pathname: string;
  try {
    pathname = new URL(verificationMethod).pathname;
  } catch {
    return null;
  }
  const prefix = new URL(signingKeyUrl("http://x", "")).pathname;
  if (!pathname.startsWith(prefix)) return null;
  const id = decodeURIComponent(pathname.slice(prefix.length));
  return id.length > 0 && !id.includes("/") ? id : null;
}

/** Proof checks already made, by the SHA-256 of the credential's JSON (a signed document and the published keys never change; about 11 ms of CPU each). */
const checkedProofs = new Map<string, { valid: boolean; verificationMethod: string | null }>();
const CHECKED_PROOFS_MAX = 2_000;

/** The proof check of a credential, made once per distinct document in this process. */
async function proofCheck(ctx: Ctx, credential: Record<string, unknown>) {
  const digest = createHash("sha256").update(JSON.stringify(credential)).digest("base64url");
  const known = checkedProofs.get(digest);
  if (known) return known;
  const checked = await verifyDocument(credential, async (verificationMethod) => {
    const keyId = keyIdOf(verificationMethod);
    return keyId ? ((await publishedKey(ctx.db, keyId))?.publicKeyMultibase ?? null) : null;
  });
  if (checkedProofs.size >= CHECKED_PROOFS_MAX) checkedProofs.delete(checkedProofs.keys().next().value ?? "");
  checkedProofs.set(digest, checked);
  return checked;
}

/**
 * Checks a certificate's stored signed credential as a verifier would — its eddsa-rdfc-2022 proof
 * against the network's published keys (retired ones too) — and reads its standing from the database:
 * revoked, superseded by a renewal, expired, or active. Signs a certificate issued before signing existed. 404 for an unknown id.
 */
export async function certificateVerification(ctx: Ctx, certificateId: string): Promise<CertificateVerification> {
  const credential = await certificateCredentialDocument(ctx, certificateId);
  const origin = credentialOrigin();
  const proof = await proofCheck(ctx, credential);
  const [row] = await ctx.db
    .select({
      revokedAt: certificates.revokedAt,
      supersededAt: certificates.supersededAt,
      expiresAt: certificates.expiresAt,
      statusRevoked: credentialStatuses.revoked,
      listId: credentialStatuses.listId,
    })
    .from(certificates)
    .leftJoin(credentialStatuses, eq(credentialStatuses.certificateId, certificates.id))
    .where(eq(certificates.id, certificateId))
    .limit(1);
  const keyId = keyIdOf(proof.verificationMethod);
  const status: CredentialStanding =
    row?.revokedAt || row?.statusRevoked
      ? "revoked"
      : row?.supersededAt
        ? "superseded"
        : row?.expiresAt && row.expiresAt.getTime() <= ctx.now().getTime()
          ? "expired"
          : "active";
  return {
    signature: proof.valid && keyId ? "valid" : "invalid",
    keyId,
    status,
    validUntil: row?.expiresAt?.toISOString() ?? null,
    links: {
      credential: `${certificateUrl(origin, certificateId)}/credential.json`,
      issuer: issuerId(origin),
      key: keyId ? signingKeyUrl(origin, keyId) : null,
      statusList: row?.listId ? statusListUrl(origin, row.listId) : null,
    },
  };
}
