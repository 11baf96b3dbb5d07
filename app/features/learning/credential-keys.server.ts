import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { activeSigningKey, publishedKeys, rotateSigningKey } from "~/lib/credentials/signing-keys.server";
import { learningPolicy } from "./policy";

/** A signing key as the admin screen lists it. */
export type CredentialKeyView = { id: string; createdAt: string; retiredAt: string | null; publicKeyMultibase: string };

/** Every key that ever signed the network's credentials, newest first (the signing one is unretired). Admins only (403). */
export async function credentialKeys(ctx: Ctx): Promise<CredentialKeyView[]> {
  learningPolicy.authorize(ctx.actor, "manageCredentialKeys");
  await activeSigningKey(ctx.db);
  return (await publishedKeys(ctx.db)).map((key) => ({
    id: key.id,
    createdAt: key.createdAt.toISOString(),
    retiredAt: key.retiredAt?.toISOString() ?? null,
    publicKeyMultibase: key.publicKeyMultibase,
  }));
}

/**
 * An admin rotates the signing key: a new key signs from now on, the old one is retired but stays
 * published, so every credential it signed still verifies. Audited as 'credential.rotate-key'. 403 for anyone else.
 */
export async function rotateCredentialKey(ctx: Ctx): Promise<{ keyId: string }> {
  learningPolicy.authorize(ctx.actor, "manageCredentialKeys");
  return withTransaction(ctx, async (tx) => {
    const previous = await activeSigningKey(tx.db);
    const keyId = await rotateSigningKey(tx.db, tx.now());
    await recordAdminAction(tx, {
      action: "credential.rotate-key",
      targetType: "credential-key",
      targetId: keyId,
      before: { keyId: previous.id },
      after: { keyId },
    });
    return { keyId };
  });
}
