import { eq, inArray } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { libraryDocuments } from "~/db/schema/library";
import { importDocuments } from "~/features/library/public.server";
import type { Ctx } from "~/lib/context.server";
import { DEMO_DOCUMENTS } from "./demo-documents";
import { demoPdf } from "./demo-files.server";
import { DEMO_LOGINS } from "./demo-logins";

/**
 * Seeds the demo technical library once (nothing when a demo document exists): thirty documents
 * across brands and categories, most as small PDFs, the software as links, some for silver or gold
 * members, uploaded by the demo admin. Returns how many it added.
 */
export async function seedDemoDocuments(ctx: Pick<Ctx, "db">): Promise<number> {
  const [seeded] = await ctx.db
    .select({ id: libraryDocuments.id })
    .from(libraryDocuments)
    .where(
      inArray(
        libraryDocuments.title,
        DEMO_DOCUMENTS.map(([title]) => title),
      ),
    )
    .limit(1);
  if (seeded) return 0;
  const [admin] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_LOGINS.admin)).limit(1);
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
      uploadedBy: admin?.id ?? null,
      downloads: (index * 7) % 40,
      ...(link
        ? { externalUrl: `https://www.example.com/descargas/${encodeURIComponent(model.toLowerCase().replace(/\s+/g, "-"))}` }
        : { pdf: { name: `${title}.pdf`, bytes: demoPdf([title, `${brand} ${model}`, "", "Documento de demostracion de RedAV."]) } }),
    })),
  );
  return ids.length;
}
