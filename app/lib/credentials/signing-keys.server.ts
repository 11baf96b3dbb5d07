import { createCipheriv, createDecipheriv, createPrivateKey, generateKeyPairSync, hkdfSync, type KeyObject, randomBytes } from "node:crypto";
import { desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { credentialSigningKeys } from "~/db/schema/credentials";
import { authSecret } from "~/lib/auth-secret.server";
import { ed25519Multibase } from "./multibase";

/** A key that signs: its id, the private key and the public key as Multikey multibase. */
export type SigningKey = { id: string; privateKey: KeyObject; publicKeyMultibase: string };

/** A published key: what `/credentials/keys/{id}` shows and the issuer profile lists. */
export type PublishedKey = { id: string; publicKeyMultibase: string; createdAt: Date; retiredAt: Date | null };

const SEAL_VERSION = "v1";
const unsealed = new Map<string, KeyObject>();

/** The AES-256-GCM key that seals private keys, derived from the session secret (so a copied database alone cannot sign). */
function sealingKey(): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "redav:credential-signing-keys", SEAL_VERSION, 32));
}

/** A private key sealed for storage: version, then base64url of IV, tag and ciphertext of its PKCS#8 form. */
function seal(privateKey: KeyObject): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(), iv);
  const body = Buffer.concat([cipher.update(privateKey.export({ format: "der", type: "pkcs8" })), cipher.final()]);
  return `${SEAL_VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The private key of a sealed value, or null when it cannot be opened (the session secret changed). */
function unseal(sealed: string): KeyObject | null {
  const [version, payload] = sealed.split(".");
  if (version !== SEAL_VERSION || !payload) return null;
  const bytes = Buffer.from(payload, "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const der = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    return createPrivateKey({ key: der, format: "der", type: "pkcs8" });
  } catch {
    return null;
  }
}

/** A key id people can read: the day it was made and 32 random bits. */
function newKeyId(now: Date): string {
  return `${now.toISOString().slice(0, 10)}-${randomBytes(4).toString("hex")}`;
}

/** Generates and stores a new Ed25519 key pair. */
async function createKey(db: Db, now: Date): Promise<SigningKey> {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const raw = Buffer.from(publicKey.export({ format: "jwk" }).x ?? "", "base64url");
  const key = { id: newKeyId(now), privateKey, publicKeyMultibase: ed25519Multibase(raw) };
  await db.insert(credentialSigningKeys).values({ id: key.id, publicKeyMultibase: key.publicKeyMultibase, sealedPrivateKey: seal(privateKey), createdAt: now });
  unsealed.set(key.id, privateKey);
  return key;
}

/** Serialises key creation and rotation across instances (the caller's transaction holds it). */
async function lockKeys(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('credentials:signing-keys'))`);
}

/** The newest unretired key, unsealed, or null (none, or it cannot be opened any more). */
async function currentKey(db: Db): Promise<SigningKey | "unreadable" | null> {
  const [row] = await db
    .select()
    .from(credentialSigningKeys)
    .where(isNull(credentialSigningKeys.retiredAt))
    .orderBy(desc(credentialSigningKeys.createdAt), desc(credentialSigningKeys.id))
    .limit(1);
  if (!row) return null;
  const privateKey = unsealed.get(row.id) ?? unseal(row.sealedPrivateKey);
  if (!privateKey) return "unreadable";
  unsealed.set(row.id, privateKey);
  return { id: row.id, privateKey, publicKeyMultibase: row.publicKeyMultibase };
}

/**
 * The key that signs now: the newest unretired one, generated (once, even when two instances ask at
 * once) when there is none. A key that can no longer be opened (the session secret changed) is retired
 * — it stays published, so what it signed still verifies — and a new one takes over.
 */
export async function activeSigningKey(db: Db): Promise<SigningKey> {
  const found = await currentKey(db);
  if (found && found !== "unreadable") return found;
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await lockKeys(txDb);
    const again = await currentKey(txDb);
    if (again && again !== "unreadable") return again;
    const now = new Date();
    if (again === "unreadable") await txDb.update(credentialSigningKeys).set({ retiredAt: now }).where(isNull(credentialSigningKeys.retiredAt));
    return createKey(txDb, now);
  });
}

const publishedColumns = {
  id: credentialSigningKeys.id,
  publicKeyMultibase: credentialSigningKeys.publicKeyMultibase,
  createdAt: credentialSigningKeys.createdAt,
  retiredAt: credentialSigningKeys.retiredAt,
};

/** Every key ever used, newest first (retired keys stay: what they signed must still verify). */
export async function publishedKeys(db: Db): Promise<PublishedKey[]> {
  return db.select(publishedColumns).from(credentialSigningKeys).orderBy(desc(credentialSigningKeys.createdAt), desc(credentialSigningKeys.id));
}

/** One published key by id, or null. */
export async function publishedKey(db: Db, id: string): Promise<PublishedKey | null> {
  const [row] = await db.select(publishedColumns).from(credentialSigningKeys).where(eq(credentialSigningKeys.id, id)).limit(1);
  return row ?? null;
}

/** A new key takes over signing; the previous ones are retired (kept and published for verification). Returns the new key's id. */
export async function rotateSigningKey(db: Db, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await lockKeys(txDb);
    await txDb.update(credentialSigningKeys).set({ retiredAt: now }).where(isNull(credentialSigningKeys.retiredAt));
    return (await createKey(txDb, now)).id;
  });
}
