import type { Ctx } from "~/lib/context.server";
import { accountIdsByEmail, anyDocument, importDocuments } from "~/shell/bulk-import.server";
import { DEMO_DOCUMENTS } from "../content/demo-documents";
import { DEMO_LOGINS } from "../content/demo-logins";
import { demoPdf } from "../demo-files.server";

/**
 * Seeds the demo technical library once (nothing when a demo document exists): thirty documents
 * across brands and categories, most as small PDFs, the software as links, some for silver or gold
 * members, uploaded by the demo admin. Returns how many it added.
 */
export async function seedDemoDocuments(ctx: Pick<Ctx, "db">): Promise<number> {
  if (
    await anyDocument(
      ctx,
      DEMO_DOCUMENTS.map(([title]) => title),
    )
  )
    return 0;
  const adminId = (await accountIdsByEmail(ctx, [DEMO_LOGINS.admin])).get(DEMO_LOGINS.admin);
  const ids = await importDocuments(
    ctx,
    DEMO_DOCUMENTS.map(([title, category, docType, brand, model, minLevel, link], index) => ({
      title,
      description: `${title}: documento de referencia de ${brand} ${model} para técnicos de la red, con lo esencial para el trabajo en escenario.`,
      category,
      docType: docType as "manual",
      brand,
      model,
      minLevel,
      uploadedBy: adminId ?? null,
      downloads: (index * 7) % 40,
      ...(link
        ? { externalUrl: `https://www.example.com/descargas/${encodeURIComponent(model.toLowerCase().replace(/\s+/g, "-"))}` }
        : { pdf: { name: `${title}.pdf`, bytes: demoPdf([title, `${brand} ${model}`, "", "Documento de demostracion de RedAV."]) } }),
    })),
  );
  return ids.length;
}
