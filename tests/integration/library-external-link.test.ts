import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { libraryDocuments } from "~/db/schema/library";
import { userProfiles } from "~/db/schema/profiles";
import { downloadDocument, openDocumentLink } from "~/features/library/library.server";
import { addDocument } from "~/features/library/library-editor.server";
import { type Ctx, requestContext } from "~/lib/context.server";
import { loader as downloadLoader } from "~/routes/library/document-download";
import { actingAs } from "../context";
import { createIndividual } from "../factories";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

const FOREIGN = "https://descargas-firmware.example/yamaha/cl5.zip?ref=redav&utm_source=biblioteca";

/** A trainer's link document (published, for every level unless told). */
async function linkDocument(minLevel = "bronze") {
  const { userId } = await createIndividual();
  await testDb().update(userProfiles).set({ isTrainer: true }).where(eq(userProfiles.id, userId));
  const fields = { title: `Firmware ${crypto.randomUUID().slice(0, 8)}`, description: "Firmware de la consola.", category: "audio", docType: "software" };
  return addDocument(await actingAs(userId), { ...fields, minLevel, isPublished: "on", externalUrl: FOREIGN });
}

/** What /library/{id}/download answers to this member, as the router calls it. */
async function download(ctx: Ctx, documentId: number): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const request = new Request(`http://localhost:3000/library/${documentId}/download`);
  const args = { request, context, params: { documentId: String(documentId) } } as unknown as Parameters<typeof downloadLoader>[0];
  return downloadLoader(args);
}

const downloads = async (id: number) =>
  (await testDb().select({ count: libraryDocuments.downloadCount }).from(libraryDocuments).where(eq(libraryDocuments.id, id)))[0]?.count;

describe("a library document's external link (issue 35 §6)", () => {
  it("is never a redirect to another site: the download sends a third member to the link's page on this site, which shows the whole address", async () => {
    const { id } = await linkDocument();
    const reader = await actingAs((await createIndividual()).userId);
    const answer = await download(reader, id);
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get("Location") ?? "", "http://localhost:3000");
    expect(location.origin).toBe("http://localhost:3000");
    expect(location.pathname).toBe(`/library/${id}/link`);
    expect(await downloads(id)).toBe(0);

    expect(await openDocumentLink(reader, id)).toMatchObject({ id, url: FOREIGN });
    expect(await downloads(id)).toBe(1);
  });

  it("keeps the download's permission check: below the document's level the link's page refuses and shows nothing", async () => {
    const { id } = await linkDocument("gold");
    const bronze = await actingAs((await createIndividual()).userId);
    expect(await refusalOf(openDocumentLink(bronze, id))).toMatchObject({ key: "LIBRARY_LEVEL_TOO_LOW", status: 403 });
    expect((await download(bronze, id)).status).toBe(403);
    const gold = await actingAs((await createIndividual({ level: "gold" })).userId);
    expect((await openDocumentLink(gold, id)).url).toBe(FOREIGN);
    expect(await refusalOf(openDocumentLink(gold, id + 100_000))).toMatchObject({ status: 404 });
    expect(await downloadDocument(gold, id)).toEqual({ kind: "link" });
  });
});
