import { eq } from "drizzle-orm";
import { formatLongDate } from "~/components/ui/format-date";
import { certificates } from "~/db/schema/learning";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { jsonFailure } from "~/lib/error-answer.server";
import { serverI18n } from "~/lib/i18n/resources.server";
import { pdfAnswer } from "~/lib/pdf-answer.server";
import { certificatePdf } from "./certificate-pdf.server";
import { credentialOrigin, signCertificateCredential } from "./certificate-signing.server";
import { certificateById } from "./certificates.server";

/** The site's public origin, the one every certificate address is made of. */
export function siteOrigin(): string {
  return credentialOrigin();
}

/**
 * A certificate's signed Open Badges 3.0 credential as stored; a certificate issued before signing
 * existed (issue 40) is signed on this first read, once even when two readers ask at once. 404 for an unknown id.
 */
export async function certificateCredentialDocument(ctx: Ctx, id: string): Promise<Record<string, unknown>> {
  await certificateById(ctx, id);
  const [stored] = await ctx.db.select({ credential: certificates.credential }).from(certificates).where(eq(certificates.id, id)).limit(1);
  if (stored?.credential) return stored.credential;
  return withTransaction(ctx, async (tx) => {
    const [locked] = await tx.db.select({ credential: certificates.credential }).from(certificates).where(eq(certificates.id, id)).for("update").limit(1);
    if (locked?.credential) return locked.credential;
    return signCertificateCredential(tx, id);
  });
}

/** The certificate's signed Open Badges 3.0 credential as `application/ld+json` (public, cacheable for a minute); 404 JSON for an unknown id. */
export async function credentialAnswer(ctx: Ctx, id: string): Promise<Response> {
  try {
    const credential = await certificateCredentialDocument(ctx, id);
    return new Response(JSON.stringify(credential, null, 2), {
      headers: { "Content-Type": "application/ld+json; charset=utf-8", "Cache-Control": "public, max-age=60", Vary: "Accept" },
    });
  } catch (error) {
    return jsonFailure(ctx, error);
  }
}

/** The certificate as a PDF attachment, in the reader's language; the refusal's message as text for an unknown id. */
export function certificatePdfAnswer(ctx: Ctx, id: string): Promise<Response> {
  return pdfAnswer(ctx, async () => {
    const certificate = await certificateById(ctx, id);
    const { t } = serverI18n(ctx.locale);
    const bytes = await certificatePdf(
      certificate,
      siteOrigin(),
      (key, params) => t(`credentials:${key}`, params),
      (iso) => formatLongDate(iso, ctx.locale),
      ctx.now(),
    );
    return { bytes: Buffer.from(bytes), fileName: `certificado-redav-${certificate.id}.pdf` };
  });
}
