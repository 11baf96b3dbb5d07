import { gzipSync } from "node:zlib";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { credentialStatuses, credentialStatusLists, credentialStatusSeq } from "~/db/schema/credentials";
import { certificates } from "~/db/schema/learning";
import { type JsonLdDocument, signDocument } from "./data-integrity.server";
import { VC_CONTEXT } from "./document-loader.server";
import { issuerId, signingKeyUrl, statusListUrl } from "./issuer-urls";
import { activeSigningKey } from "./signing-keys.server";

/** Bits in one status list (the W3C minimum for group privacy, 16 KB). */
export const STATUS_LIST_LENGTH = 131_072;

/** A credential's place in a status list. */
export type StatusPlace = { listId: number; position: number };

/** The place of a certificate, or null when it has none yet. */
export async function statusPlaceOf(db: Db, certificateId: string): Promise<StatusPlace | null> {
  const [row] = await db
    .select({ listId: credentialStatuses.listId, position: credentialStatuses.position })
    .from(credentialStatuses)
    .where(eq(credentialStatuses.certificateId, certificateId))
    .limit(1);
  return row ?? null;
}

/** Gives a certificate its place in a status list (once: a second call, even a concurrent one, answers the same place). Run it in the issuing transaction. */
export async function allocateStatus(db: Db, certificateId: string): Promise<StatusPlace> {
  const existing = await statusPlaceOf(db, certificateId);
  if (existing) return existing;
  const [next] = await db.select({ n: sql<string>`nextval(${sql.raw(`'${credentialStatusSeq.seqName}'`)})` }).from(sql`(select 1) as one`);
  const n = Number(next?.n ?? 0);
  const place = { listId: Math.floor(n / STATUS_LIST_LENGTH) + 1, position: n % STATUS_LIST_LENGTH };
  await db.insert(credentialStatusLists).values({ id: place.listId }).onConflictDoNothing();
  await db
    .insert(credentialStatuses)
    .values({ ...place, certificateId })
    .onConflictDoNothing({ target: credentialStatuses.certificateId });
  return (await statusPlaceOf(db, certificateId)) ?? place;
}

/** Clears the signed copies of lists whose bits changed: each is signed again on its next request. */
async function listsChanged(db: Db, listIds: number[]): Promise<void> {
  if (listIds.length === 0) return;
  await db
    .update(credentialStatusLists)
    .set({ credential: null, updatedAt: sql`clock_timestamp()` })
    .where(inArray(credentialStatusLists.id, [...new Set(listIds)]));
}

/** Sets (or clears) a certificate's revocation bit; its list is signed again on its next request. */
export async function setRevoked(db: Db, certificateId: string, revoked: boolean): Promise<void> {
  const place = await allocateStatus(db, certificateId);
  await db
    .update(credentialStatuses)
    .set({ revoked, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(credentialStatuses.listId, place.listId), eq(credentialStatuses.position, place.position)));
  await listsChanged(db, [place.listId]);
}

/** Marks every status of one holder's certificates revoked (their account is erased; copies in the wild must stop verifying). Answers how many. */
export async function revokeStatusesOfHolder(db: Db, userId: string): Promise<number> {
  const changed = await db
    .update(credentialStatuses)
    .set({ revoked: true, updatedAt: sql`clock_timestamp()` })
    .where(inArray(credentialStatuses.certificateId, db.select({ id: certificates.id }).from(certificates).where(eq(certificates.userId, userId))))
    .returning({ listId: credentialStatuses.listId });
  await listsChanged(
    db,
    changed.map((row) => row.listId),
  );
  return changed.length;
}

/** The list's bits, GZIP-compressed and multibase base64url ('u'), as `encodedList` wants them. */
export function encodeStatusBits(revokedPositions: number[]): string {
  const bits = Buffer.alloc(STATUS_LIST_LENGTH / 8);
  for (const position of revokedPositions) bits[position >> 3] |= 0x80 >> (position & 7);
  return `u${gzipSync(bits).toString("base64url")}`;
}

/**
 * The signed BitstringStatusListCredential of a list, or null for an unknown list. Signed again only
 * after a bit changed (or the public origin did); a change during signing is never lost: the copy is
 * stored only if the list did not change meanwhile.
 */
export async function statusListCredential(db: Db, origin: string, listId: number, now: Date): Promise<JsonLdDocument | null> {
  const [list] = await db.select().from(credentialStatusLists).where(eq(credentialStatusLists.id, listId)).limit(1);
  if (!list) return null;
  const url = statusListUrl(origin, listId);
  if (list.credential && list.credential.id === url) return list.credential;
  const revoked = await db
    .select({ position: credentialStatuses.position })
    .from(credentialStatuses)
    .where(and(eq(credentialStatuses.listId, listId), eq(credentialStatuses.revoked, true)));
  const key = await activeSigningKey(db);
  const signed = await signDocument(
    {
      "@context": [VC_CONTEXT],
      id: url,
      type: ["VerifiableCredential", "BitstringStatusListCredential"],
      issuer: issuerId(origin),
      validFrom: now.toISOString().replace(/\.\d{3}Z$/, "Z"),
      credentialSubject: {
        id: `${url}#list`,
        type: "BitstringStatusList",
        statusPurpose: "revocation",
        encodedList: encodeStatusBits(revoked.map((row) => row.position)),
      },
    },
    { verificationMethod: signingKeyUrl(origin, key.id), privateKey: key.privateKey },
    now,
  );
  await db
    .update(credentialStatusLists)
    .set({ credential: signed })
    .where(and(eq(credentialStatusLists.id, listId), eq(credentialStatusLists.updatedAt, list.updatedAt)));
  return signed;
}
