import { formatLongDate } from "~/components/ui/format-date";
import type { Ctx } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { jsonFailure } from "~/lib/error-answer.server";
import { serverI18n } from "~/lib/i18n/resources.server";
import { pdfAnswer } from "~/lib/pdf-answer.server";
import { openBadgeCredential } from "./certificate-credential";
import { certificatePdf } from "./certificate-pdf.server";
import { certificateById } from "./certificates.server";

/** The site's public origin, the one every certificate address is made of. */
export function siteOrigin(): string {
  return new URL(env().PUBLIC_URL).origin;
}

/** The certificate's Open Badges 3.0 credential as `application/ld+json` (public, cacheable for a minute); 404 JSON for an unknown id. */
export async function credentialAnswer(ctx: Ctx, id: string): Promise<Response> {
  try {
    const credential = openBadgeCredential(await certificateById(ctx, id), siteOrigin());
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
      (key, params) => t(`learning:${key}`, params),
      (iso) => formatLongDate(iso, ctx.locale),
    );
    return { bytes: Buffer.from(bytes), fileName: `certificado-redav-${certificate.id}.pdf` };
  });
}
