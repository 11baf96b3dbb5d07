import type { Ctx } from "~/lib/context.server";
import { issuerProfile, signingKeyDocument } from "~/lib/credentials/publication.server";
import { statusListCredential } from "~/lib/credentials/status-list.server";
import { jsonFailure } from "~/lib/error-answer.server";
import { AppError } from "~/lib/errors";
import { siteParams } from "~/lib/i18n/site-params";
import { credentialOrigin } from "./certificate-signing.server";

const MAX_LIST_ID = 2_147_483_647;

/** A published JSON-LD document with its cache rule, or the catalog's JSON refusal. */
async function jsonLdAnswer(ctx: Ctx, cacheControl: string, document: () => Promise<Record<string, unknown>>): Promise<Response> {
  try {
    return new Response(JSON.stringify(await document(), null, 2), {
      headers: { "Content-Type": "application/ld+json; charset=utf-8", "Cache-Control": cacheControl, "Access-Control-Allow-Origin": "*" },
    });
  } catch (error) {
    return jsonFailure(ctx, error);
  }
}

/** The issuer profile at /credentials/issuer (Open Badges Profile and the controller of every published key), cacheable for a minute. */
export function issuerAnswer(ctx: Ctx): Promise<Response> {
  return jsonLdAnswer(ctx, "public, max-age=60", () => issuerProfile(ctx.db, credentialOrigin(), siteParams().siteName));
}

/** A signing key's Multikey document at /credentials/keys/{id} (it never changes: cacheable for a day); 404 'CREDENTIAL_KEY_NOT_FOUND' otherwise. */
export function signingKeyAnswer(ctx: Ctx, keyId: string): Promise<Response> {
  return jsonLdAnswer(ctx, "public, max-age=86400", async () => {
    const document = await signingKeyDocument(ctx.db, credentialOrigin(), keyId);
    if (!document) throw new AppError("CREDENTIAL_KEY_NOT_FOUND", 404);
    return document;
  });
}

/** A signed Bitstring Status List credential at /credentials/status/{id}, never cached (a revocation counts at once); 404 'STATUS_LIST_NOT_FOUND' otherwise. */
export function statusListAnswer(ctx: Ctx, listId: string): Promise<Response> {
  return jsonLdAnswer(ctx, "no-store", async () => {
    const id = /^[1-9]\d{0,9}$/.test(listId) ? Number(listId) : 0;
    const document = id > 0 && id <= MAX_LIST_ID ? await statusListCredential(ctx.db, credentialOrigin(), id, ctx.now()) : null;
    if (!document) throw new AppError("STATUS_LIST_NOT_FOUND", 404);
    return document;
  });
}
