import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { talentListMembers, talentLists } from "~/db/schema/recruiting";
import { addToTalentList, createTalentList } from "~/features/recruiting/public.server";
import { action as listAction, loader as listLoader } from "~/routes/recruiting/list";
import { action as listsAction, loader as listsLoader } from "~/routes/recruiting/lists";
import { actingAs } from "../context";
import { actingCompany, createCompany, createIndividual } from "../factories";
import { routeAnswer } from "../route-answer";
import { testDb } from "../setup/test-database";

async function listState(listId: string) {
  const [list] = await testDb().select({ name: talentLists.name, updatedAt: talentLists.updatedAt }).from(talentLists).where(eq(talentLists.id, listId));
  const members = await testDb()
    .select({ technicianId: talentListMembers.technicianId, note: talentListMembers.note, position: talentListMembers.position })
    .from(talentListMembers)
    .where(eq(talentListMembers.listId, listId));
  return { list, members };
}

describe("/company/lists and /company/lists/:listId (issue 41 screens)", () => {
  it("answers a third company, an individual and an admin 404 on the page, its .data twin and every form, and changes nothing", async () => {
    const { ctx } = await actingCompany();
    const { userId: technicianId } = await createIndividual();
    const { id: listId } = await createTalentList(ctx, { name: "Privada de la empresa" });
    await addToTalentList(ctx, { listId, technicianId });
    const before = await listState(listId);
    const params = { listId };
    for (const stranger of [(await createCompany()).userId, (await createIndividual()).userId, (await createIndividual({ isAdmin: true })).userId]) {
      const other = await actingAs(stranger);
      for (const url of [`/company/lists/${listId}`, `/company/lists/${listId}.data`, `/company/lists/${listId}.data?desde=2026-12-01&hasta=2026-12-05`]) {
        const page = await routeAnswer(listLoader, other, url, params);
        expect(page.status).toBe(404);
        expect(JSON.stringify(page.body)).not.toContain("Privada de la empresa");
      }
      const forms: Record<string, string>[] = [
        { intent: "rename", name: "Robada" },
        { intent: "delete" },
        { intent: "note", technicianId, note: "Ajena" },
        { intent: "move", technicianId, direction: "up" },
        { intent: "remove", technicianId },
        { intent: "write", technicianIds: technicianId, subject: "Hola", content: "Hola" },
      ];
      for (const form of forms) {
        const done = await routeAnswer(listAction, other, `/company/lists/${listId}.data`, params, new URLSearchParams(form));
        expect(done).toMatchObject({ status: 404, body: { ok: false } });
      }
      const add = await routeAnswer(
        listsAction,
        other,
        "/company/lists.data",
        {},
        new URLSearchParams({ intent: "add", listId, technicianId: (await createIndividual()).userId, source: "page", returnTo: "/" }),
      );
      expect(add).toMatchObject({ status: 404, body: { ok: false } });
    }
    expect(await listState(listId)).toEqual(before);
    // An individual has no lists page at all; another company sees only its own (none).
    expect((await routeAnswer(listsLoader, await actingAs((await createIndividual()).userId), "/company/lists.data", {})).status).toBe(404);
    expect(await routeAnswer(listsLoader, await actingAs((await createCompany()).userId), "/company/lists.data", {})).toMatchObject({
      status: 200,
      body: { lists: [], canCreate: true },
    });
  });

  it("creates a list and adds from anywhere, back to a path of this site with a toast", async () => {
    const { ctx } = await actingCompany();
    const { userId: technicianId } = await createIndividual();
    const created = await routeAnswer(listsAction, ctx, "/company/lists", {}, new URLSearchParams({ intent: "create", name: "Video mapping" }));
    expect(created.status).toBe(303);
    const listId = String(created.body).replace("/company/lists/", "");
    expect(created.cookie).toContain(encodeURIComponent("recruiting:toasts.listCreated"));
    const add = (returnTo: string) =>
      routeAnswer(listsAction, ctx, "/company/lists", {}, new URLSearchParams({ intent: "add", listId, technicianId, source: "search", returnTo }));
    expect(await add("/company/technicians?q=video")).toMatchObject({
      status: 303,
      body: "/company/technicians?q=video",
      cookie: expect.stringContaining("addedToList"),
    });
    expect(await add("//evil.example/phish")).toMatchObject({
      status: 303,
      body: `/company/lists/${listId}`,
      cookie: expect.stringContaining("alreadyInList"),
    });
    expect(await add("https://evil.example")).toMatchObject({ status: 303, body: `/company/lists/${listId}` });
    expect(await add("/\\evil.example")).toMatchObject({ status: 303, body: `/company/lists/${listId}` });
    const fresh = await routeAnswer(
      listsAction,
      ctx,
      "/company/lists",
      {},
      new URLSearchParams({ intent: "add", listId: "", newListName: "Nueva desde la búsqueda", technicianId, source: "search", returnTo: "/company" }),
    );
    expect(fresh).toMatchObject({ status: 303, body: "/company" });
    const duplicate = await routeAnswer(listsAction, ctx, "/company/lists", {}, new URLSearchParams({ intent: "create", name: "VIDEO MAPPING" }));
    expect(duplicate).toMatchObject({ status: 409, body: { ok: false, code: "TALENT_LIST_NAME_TAKEN", field: "name" } });
    expect(await routeAnswer(listsAction, ctx, "/company/lists", {}, new URLSearchParams({ intent: "everything" }))).toMatchObject({ status: 400 });
    const index = await routeAnswer(listsLoader, ctx, "/company/lists.data", {});
    expect(index).toMatchObject({
      status: 200,
      body: {
        lists: [
          { name: "Nueva desde la búsqueda", count: 1 },
          { name: "Video mapping", count: 1 },
        ],
      },
    });
  });

  it("runs the page's forms for the company, and reads a bad range as no range", async () => {
    const { ctx } = await actingCompany();
    const first = (await createIndividual()).userId;
    const second = (await createIndividual()).userId;
    const { id: listId } = await createTalentList(ctx, { name: "Escenario" });
    await addToTalentList(ctx, { listId, technicianId: first });
    await addToTalentList(ctx, { listId, technicianId: second });
    const params = { listId };
    const post = (form: Record<string, string>) => routeAnswer(listAction, ctx, `/company/lists/${listId}`, params, new URLSearchParams(form));
    expect(await post({ intent: "note", technicianId: second, note: "Tiene camioneta" })).toEqual({ status: 200, body: { ok: true, done: "note" } });
    expect(await post({ intent: "move", technicianId: second, direction: "up" })).toEqual({ status: 200, body: { ok: true, done: "move" } });
    expect(await post({ intent: "rename", name: "Escenario principal" })).toEqual({ status: 200, body: { ok: true, done: "rename" } });
    expect(await post({ intent: "note", technicianId: second, note: "x".repeat(1001) })).toMatchObject({
      status: 400,
      body: { ok: false, code: "TALENT_LIST_NOTE_TOO_LONG", field: "note" },
    });
    for (const query of ["?desde=2026-12-01&hasta=2027-03-01", "?desde=ayer", "?hasta=2026-12-01", "?desde=2026-02-30&hasta=2026-03-02"]) {
      const page = await routeAnswer(listLoader, ctx, `/company/lists/${listId}.data${query}`, params);
      expect(page).toMatchObject({ status: 200, body: { range: null } });
    }
    const page = await routeAnswer(listLoader, ctx, `/company/lists/${listId}.data?desde=2026-12-12&hasta=2026-12-13`, params);
    expect(page).toMatchObject({
      status: 200,
      body: {
        list: { name: "Escenario principal", count: 2 },
        range: { from: "2026-12-12", to: "2026-12-13" },
        entries: [{ card: { id: second }, note: "Tiene camioneta" }, { card: { id: first } }],
      },
    });
    expect(await post({ intent: "remove", technicianId: first })).toEqual({ status: 200, body: { ok: true, done: "remove" } });
    expect(await post({ intent: "delete" })).toMatchObject({ status: 303, body: "/company/lists", cookie: expect.stringContaining("listDeleted") });
    expect((await routeAnswer(listLoader, ctx, `/company/lists/${listId}.data`, params)).status).toBe(404);
  });
});
