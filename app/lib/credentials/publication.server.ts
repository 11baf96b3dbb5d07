import type { Db } from "~/db/client.server";
import type { JsonLdDocument } from "./data-integrity.server";
import { OPEN_BADGES_CONTEXT, VC_CONTEXT } from "./document-loader.server";
import { issuerId, signingKeyUrl } from "./issuer-urls";
import { activeSigningKey, publishedKey, publishedKeys } from "./signing-keys.server";

const SECURITY_V2_CONTEXT = "https://w3id.org/security/v2";
const MULTIKEY_CONTEXT = "https://w3id.org/security/multikey/v1";

/**
 * The issuer profile: an Open Badges `Profile` (name, address) and the controller document of the
 * network's keys, listing every published key under `assertionMethod` (retired keys too: what they
 * signed must still verify). A key is generated first if none exists yet.
 */
export async function issuerProfile(db: Db, origin: string, name: string): Promise<JsonLdDocument> {
  await activeSigningKey(db);
  const keys = await publishedKeys(db);
  return {
    "@context": [VC_CONTEXT, OPEN_BADGES_CONTEXT, SECURITY_V2_CONTEXT],
    id: issuerId(origin),
    type: "Profile",
    name,
    url: origin,
    assertionMethod: keys.map((key) => signingKeyUrl(origin, key.id)),
  };
}

/** A key's Multikey document (controller: the issuer), or null for an unknown key. */
export async function signingKeyDocument(db: Db, origin: string, keyId: string): Promise<JsonLdDocument | null> {
  const key = await publishedKey(db, keyId);
  if (!key) return null;
  return {
    "@context": MULTIKEY_CONTEXT,
    id: signingKeyUrl(origin, key.id),
    type: "Multikey",
    controller: issuerId(origin),
    publicKeyMultibase: key.publicKeyMultibase,
  };
}
