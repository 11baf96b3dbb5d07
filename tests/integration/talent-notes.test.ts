import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { userProfiles } from "~/db/schema/profiles";
import { talentListMembers, talentLists, talentNotes } from "~/db/schema/recruiting";
import { saveTalentNote, talentCardExtras, talentNoteFor, talentNotesFor } from "~/features/recruiting/public.server";
import { type Ctx, requestContext } from "~/lib/context.server";
import { TranslationProvider } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { loader as searchLoader } from "~/routes/areas/technicians";
import { action as notesAction } from "~/routes/recruiting/talent-notes";
import TechnicianPage, { loader as pageLoader, middleware as pageMiddleware } from "~/routes/technician-page";
import { actingAs, testContext } from "../context";
import { actingCompany, actingIndividual, createIndividual } from "../factories";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

const SECRET = "NOTA-SECRETA-de-la-empresa";

/** A technician with a public page. */
async function technicianWithPage() {
  const account = await createIndividual({ names: { firstName: "Lucía", lastName: "Anotada" } });
  const handle = `n-${randomUUID().slice(0, 12)}`;
  await testDb().update(userProfiles).set({ handle, pageVisibility: "public" }).where(eq(userProfiles.id, account.userId));
  return { ...account, handle };
}

/** What a route's loader or action answers this context, as the router sends it for the page and its `.data` twin. */
async function answer(handler: (args: never) => unknown, ctx: Ctx, url: string, params: Record<string, string> = {}, body?: URLSearchParams, accept?: string) {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const headers = accept ? { accept } : undefined;
  const request = new Request(`http://localhost:3000${url}`, body ? { method: "POST", body, headers } : { headers });
  try {
    return { status: 200, body: (await (handler as (args: unknown) => unknown)({ request, context, params })) as unknown };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: thrown };
    throw thrown;
  }
}

let shown: unknown = null;
function Page() {
  return createElement(TechnicianPage as never, { loaderData: shown, params: {}, matches: [], actionData: undefined } as never);
}
const Stub = createRoutesStub([{ path: "/tecnicos/:handle", Component: Page }]);

/** The technician page's HTML as the server renders it from the loader's data, in Spanish. */
function pageHtml(data: unknown, url: string): string {
  shown = data;
  return renderToString(createElement(TranslationProvider, { translator: serverI18n("es") } as never, createElement(Stub, { initialEntries: [url] })));
}

describe("companies' private notes on technicians (issue 41)", () => {
  it("a company saves, replaces and deletes its note; only it reads it, and anyone else's write is a 404", async () => {
    const technician = await createIndividual();
    const owner = await actingCompany();
    const third = await actingCompany();
    const member = await actingIndividual();

    expect(await saveTalentNote(owner.ctx, { technicianId: technician.userId, note: `  ${SECRET}\nsegunda línea ` })).toEqual({ deleted: false });
    expect(await talentNoteFor(owner.ctx, technician.userId)).toMatchObject({ note: `${SECRET}\nsegunda línea` });
    await saveTalentNote(owner.ctx, { technicianId: technician.userId, note: "Otra nota" });
    expect(await talentNotesFor(owner.ctx, [technician.userId, randomUUID(), "no-es-un-id"])).toEqual({ [technician.userId]: "Otra nota" });
    const rows = await testDb().select().from(talentNotes).where(eq(talentNotes.technicianId, technician.userId));
    expect(rows).toHaveLength(1);

    // A third company, an individual and a visitor read nothing.
    expect(await talentNoteFor(third.ctx, technician.userId)).toBeNull();
    expect(await talentNotesFor(third.ctx, [technician.userId])).toEqual({});
    expect(await talentNoteFor(member.ctx, technician.userId)).toBeNull();
    expect(await talentNotesFor(testContext(), [technician.userId])).toEqual({});
    expect(await talentCardExtras(member.ctx, [technician.userId])).toBeNull();
    expect((await talentCardExtras(third.ctx, [technician.userId]))?.notes).toEqual({});

    // Writes by anyone but a company are 404s; a third company's write only touches its own note.
    expect(await refusalOf(saveTalentNote(member.ctx, { technicianId: technician.userId, note: "x" }))).toMatchObject({ status: 404 });
    expect(await refusalOf(saveTalentNote(testContext(), { technicianId: technician.userId, note: "x" }))).toMatchObject({ status: 404 });
    await saveTalentNote(third.ctx, { technicianId: technician.userId, note: "" });
    expect(await talentNoteFor(owner.ctx, technician.userId)).toMatchObject({ note: "Otra nota" });

    expect(await saveTalentNote(owner.ctx, { technicianId: technician.userId, note: "   " })).toEqual({ deleted: true });
    expect(await talentNoteFor(owner.ctx, technician.userId)).toBeNull();
  });

  it("refuses bad input with a Spanish message and changes nothing; only listed technicians may be noted", async () => {
    const technician = await createIndividual();
    const owner = await actingCompany();
    expect(await refusalOf(saveTalentNote(owner.ctx, { technicianId: technician.userId, note: "a".repeat(2001) }))).toEqual({
      key: "TALENT_NOTE_INVALID",
      status: 400,
      message: "Escribe la nota (hasta 2000 caracteres).",
      field: "note",
    });
    expect(await refusalOf(saveTalentNote(owner.ctx, { technicianId: "no-es-un-id", note: "Hola" }))).toMatchObject({
      key: "TALENT_TECHNICIAN_NOT_FOUND",
      status: 404,
    });
    expect(await refusalOf(saveTalentNote(owner.ctx, { technicianId: randomUUID(), note: "Hola" }))).toMatchObject({
      key: "TALENT_TECHNICIAN_NOT_FOUND",
      status: 404,
    });
    const other = await actingCompany();
    expect(await refusalOf(saveTalentNote(owner.ctx, { technicianId: other.userId, note: "Hola" }))).toMatchObject({
      key: "TALENT_TECHNICIAN_NOT_FOUND",
      status: 404,
    });
    const unverified = await createIndividual({ verified: false });
    expect(await refusalOf(saveTalentNote(owner.ctx, { technicianId: unverified.userId, note: "Hola" }))).toMatchObject({ status: 404 });
    const admin = await createIndividual({ isAdmin: true });
    expect(await refusalOf(saveTalentNote(owner.ctx, { technicianId: admin.userId, note: "Hola" }))).toMatchObject({ status: 404 });
    expect(await refusalOf(saveTalentNote(owner.ctx, { technicianId: technician.userId, note: "a".repeat(2000) }))).toBe("OK");
    expect((await talentNoteFor(owner.ctx, technician.userId))?.note).toHaveLength(2000);
  });

  it("/company/talent-notes goes back to a relative returnTo with a message, refuses with the Spanish error, and is a 404 for anyone else", async () => {
    const technician = await createIndividual();
    const owner = await actingCompany();
    const member = await actingIndividual();
    const form = (fields: Record<string, string>) => new URLSearchParams({ intent: "save", technicianId: technician.userId, ...fields });

    const saved = (await answer(notesAction, owner.ctx, "/company/talent-notes", {}, form({ note: SECRET, returnTo: "/member/technicians?q=luz" })))
      .body as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/member/technicians?q=luz");
    expect(saved.headers.get("set-cookie")).toContain(encodeURIComponent("recruiting:toasts.noteSaved"));
    expect(serverI18n("es").t("recruiting:toasts.noteSaved")).toBe("Nota guardada");
    expect(serverI18n("es").t("recruiting:toasts.noteDeleted")).toBe("Nota borrada");

    const offSite = (await answer(notesAction, owner.ctx, "/company/talent-notes", {}, form({ note: SECRET, returnTo: "//evil.example/x" }))).body as Response;
    expect(offSite.headers.get("location")).toBe("/");

    const tooLong = (await answer(notesAction, owner.ctx, "/company/talent-notes", {}, form({ note: "a".repeat(2001), returnTo: "/x" }))).body as Response;
    expect(tooLong.headers.get("location")).toBe("/x");
    expect(tooLong.headers.get("set-cookie")).toContain("TALENT_NOTE_INVALID");

    const json = (await answer(notesAction, owner.ctx, "/company/talent-notes", {}, form({ note: "a".repeat(2001) }), "application/json")).body as Response;
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: { message: "Escribe la nota (hasta 2000 caracteres)." } });

    const foreign = (await answer(notesAction, member.ctx, "/company/talent-notes", {}, form({ note: "x" }), "application/json")).body as Response;
    expect(foreign.status).toBe(404);

    const deleted = (await answer(notesAction, owner.ctx, "/company/talent-notes", {}, form({ intent: "delete", returnTo: "/y" }))).body as Response;
    expect(deleted.headers.get("set-cookie")).toContain(encodeURIComponent("recruiting:toasts.noteDeleted"));
    expect(await talentNoteFor(owner.ctx, technician.userId)).toBeNull();
  });

  it("the technician's page and its .data never carry a company's note to a visitor, an individual or another company, and the company's answer is never cached", async () => {
    const technician = await technicianWithPage();
    const owner = await actingCompany();
    await saveTalentNote(owner.ctx, { technicianId: technician.userId, note: SECRET });
    const url = `/tecnicos/${technician.handle}`;
    const params = { handle: technician.handle };

    const viewers: [string, Ctx][] = [
      ["visitor", testContext()],
      ["individual", (await actingIndividual()).ctx],
      ["another company", (await actingCompany()).ctx],
    ];
    for (const [, ctx] of viewers) {
      for (const path of [url, `${url}.data`]) {
        const page = await answer(pageLoader, ctx, path, params);
        expect(page.status).toBe(200);
        expect(JSON.stringify(page.body)).not.toContain(SECRET);
        const html = pageHtml(page.body, url);
        expect(html).toContain("Lucía");
        expect(html).not.toContain(SECRET);
      }
    }

    const own = await answer(pageLoader, owner.ctx, `${url}.data`, params);
    expect(JSON.stringify(own.body)).toContain(SECRET);

    // The middleware marks a company's answer private; a visitor's stays cacheable.
    const through = async (ctx: Ctx) => {
      const context = new RouterContextProvider();
      context.set(requestContext, ctx);
      const middleware = pageMiddleware[0] as (args: unknown, next: () => Promise<Response>) => Promise<Response>;
      return middleware({ request: new Request(`http://localhost:3000${url}`), context, params }, async () => new Response("<html></html>", { status: 200 }));
    };
    expect((await through(owner.ctx)).headers.get("cache-control")).toBe("private, no-store");
    expect((await through(testContext())).headers.get("cache-control")).toBeNull();
  });

  it("the technician search gives a company its notes and lists for the cards, in two queries, and nobody else anything", async () => {
    const technician = await createIndividual({ names: { firstName: "Búsqueda", lastName: "Anotada" } });
    const owner = await actingCompany();
    await saveTalentNote(owner.ctx, { technicianId: technician.userId, note: SECRET });
    const listId = randomUUID();
    await testDb().insert(talentLists).values({ id: listId, companyId: owner.userId, name: "Iluminadores" });
    await testDb().insert(talentListMembers).values({ listId, technicianId: technician.userId, position: 1 });
    const extras = await talentCardExtras(owner.ctx, [technician.userId]);
    expect(extras?.notes).toEqual({ [technician.userId]: SECRET });
    expect(extras?.lists[technician.userId]).toEqual({ lists: [{ id: listId, name: "Iluminadores", contains: true }], canCreate: true });
    expect(extras?.texts.note.privateHint).toBe("Solo tu empresa ve esta nota");
    expect(extras?.texts.addToList.open).toBe("Agregar a una lista");

    const other = await actingCompany();
    const otherExtras = await talentCardExtras(other.ctx, [technician.userId]);
    expect(otherExtras?.notes).toEqual({});
    expect(otherExtras?.lists[technician.userId]?.lists).toEqual([]);

    const member = await actingAs((await createIndividual()).userId);
    const search = await answer(searchLoader, member, "/member/technicians?q=Anotada");
    expect(JSON.stringify(search.body)).not.toContain(SECRET);
    expect((search.body as { talent: unknown }).talent).toBeNull();
    const otherSearch = await answer(searchLoader, other.ctx, "/member/technicians?q=Anotada");
    expect(JSON.stringify(otherSearch.body)).not.toContain(SECRET);
  });
});
