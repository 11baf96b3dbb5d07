/**
 * Issue 40 (decision 068): the stable addresses of what the network publishes to verify its
 * credentials, under the configured public origin.
 */

/** The issuer profile (an Open Badges `Profile` and the keys' controller document). */
export function issuerId(origin: string): string {
  return `${origin}/credentials/issuer`;
}

/** A signing key's Multikey document: the `verificationMethod` of what it signed. */
export function signingKeyUrl(origin: string, keyId: string): string {
  return `${origin}/credentials/keys/${encodeURIComponent(keyId)}`;
}

/** A Bitstring Status List credential (purpose revocation). */
export function statusListUrl(origin: string, listId: number): string {
  return `${origin}/credentials/status/${listId}`;
}
