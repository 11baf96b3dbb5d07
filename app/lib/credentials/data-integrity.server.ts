import { createHash, createPublicKey, type KeyObject, sign, verify } from "node:crypto";
import jsonld from "jsonld";
import { offlineDocumentLoader } from "./document-loader.server";
import { base58btc, ed25519FromMultibase, fromBase58btc } from "./multibase";

/** A JSON-LD document (a credential) before or after signing. */
export type JsonLdDocument = Record<string, unknown>;

const CRYPTOSUITE = "eddsa-rdfc-2022";
const PROOF_TYPE = "DataIntegrityProof";
const PURPOSE = "assertionMethod";

/** RDFC-1.0 N-Quads of a document, in safe mode (a term no context defines is an error, never silently dropped). */
function canonical(document: unknown): Promise<string> {
  return jsonld.canonize(document, { algorithm: "RDFC-1.0", format: "application/n-quads", documentLoader: offlineDocumentLoader, safe: true });
}

/** The data eddsa-rdfc-2022 signs: SHA-256 of the canonical proof options, then SHA-256 of the canonical document. */
async function hashData(document: JsonLdDocument, proofOptions: JsonLdDocument): Promise<Buffer> {
  const [options, body] = await Promise.all([canonical({ ...proofOptions, "@context": document["@context"] }), canonical(document)]);
  return Buffer.concat([createHash("sha256").update(options).digest(), createHash("sha256").update(body).digest()]);
}

/** An ISO date-time without milliseconds (XML Schema dateTimeStamp as verifiers expect it). */
function dateTimeStamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * Signs a JSON-LD document with a W3C Data Integrity proof, cryptosuite `eddsa-rdfc-2022`
 * (RDF Dataset Canonicalization, SHA-256, Ed25519), proof purpose `assertionMethod`, the proof as a
 * one-item array (as the 1EdTech schema wants). Contexts resolve offline (never fetched).
 */
export async function signDocument(
  document: JsonLdDocument,
  signer: { verificationMethod: string; privateKey: KeyObject },
  created: Date,
): Promise<JsonLdDocument> {
  const { proof: _previous, ...unsigned } = document;
  const proofOptions = {
    type: PROOF_TYPE,
    cryptosuite: CRYPTOSUITE,
    created: dateTimeStamp(created),
    verificationMethod: signer.verificationMethod,
    proofPurpose: PURPOSE,
  };
  const signature = sign(null, await hashData(unsigned, proofOptions), signer.privateKey);
  return { ...unsigned, proof: [{ ...proofOptions, proofValue: `z${base58btc(signature)}` }] };
}

/** An Ed25519 public key object from its Multikey multibase, or null when it is not one. */
function publicKeyObject(multibase: string): KeyObject | null {
  const raw = ed25519FromMultibase(multibase);
  if (!raw) return null;
  return createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(raw).toString("base64url") }, format: "jwk" });
}

/** The document's single eddsa-rdfc-2022 proof, or null when it has none or something else. */
function soleProof(document: JsonLdDocument): Record<string, unknown> | null {
  const proofs = Array.isArray(document.proof) ? document.proof : document.proof ? [document.proof] : [];
  if (proofs.length !== 1) return null;
  const proof = proofs[0] as Record<string, unknown>;
  if (proof?.type !== PROOF_TYPE || proof.cryptosuite !== CRYPTOSUITE || proof.proofPurpose !== PURPOSE) return null;
  if (typeof proof.verificationMethod !== "string" || typeof proof.proofValue !== "string" || typeof proof.created !== "string") return null;
  return proof;
}

/**
 * Checks a document's `eddsa-rdfc-2022` proof against the public key its verification method names
 * (`publicKeyOf` answers a Multikey multibase, or null for an unknown key). `valid` false for a
 * missing, malformed or wrong proof and for a tampered document.
 */
export async function verifyDocument(
  document: JsonLdDocument,
  publicKeyOf: (verificationMethod: string) => Promise<string | null>,
): Promise<{ valid: boolean; verificationMethod: string | null }> {
  const proof = soleProof(document);
  if (!proof) return { valid: false, verificationMethod: null };
  const verificationMethod = proof.verificationMethod as string;
  const multibase = await publicKeyOf(verificationMethod);
  const key = multibase ? publicKeyObject(multibase) : null;
  const signature = (proof.proofValue as string).startsWith("z") ? fromBase58btc((proof.proofValue as string).slice(1)) : null;
  if (!key || !signature) return { valid: false, verificationMethod };
  const { proof: _proof, ...unsigned } = document;
  const { proofValue: _value, ...proofOptions } = proof;
  try {
    return { valid: verify(null, await hashData(unsigned, proofOptions), key, signature), verificationMethod };
  } catch {
    return { valid: false, verificationMethod };
  }
}
