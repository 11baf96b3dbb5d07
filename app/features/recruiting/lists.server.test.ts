import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { talentListMembers, talentLists } from "~/db/schema/recruiting";
import type { Ctx } from "~/lib/context.server";
import { actingAs } from "../../../tests/context";
import { actingCompany, createCompany, createIndividual, crowdOfIndividuals } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { RECRUITING_LIMITS } from "./limits";
import {
  addToTalentList,
  createTalentList,
  deleteTalentList,
  listsForTechnician,
  moveInTalentList,
  myTalentLists,
  removeFromTalentList,
  renameTalentList,
  setTalentListNote,
  talentListPage,
  writeToTalentList,
} from "./lists.server";

/** The list's technicians in order, with their notes, straight from the table. */
async function members(listId: string) {
  return testDb()
    .select({
      technicianId: talentListMembers.technicianId,
      position: talentListMembers.position,
      note: talentListMembers.note,
      source: talentListMembers.source,
    })
    .from(talentListMembers)
    .where(eq(talentListMembers.listId, listId))
    .orderBy(talentListMembers.position);
}

async function listRow(listId: string) {
  const [row] = await testDb().select({ name: talentLists.name, updatedAt: talentLists.updatedAt }).from(talentLists).where(eq(talentLists.id, listId));
  return row;
}

/** A company with a list holding one technician. */
async function companyWithList() {
  const { userId: companyId, ctx } = await actingCompany();
  const { userId: technicianId } = await createIndividual();
  const { id: listId } = await createTalentList(ctx, { name: "Iluminadores Córdoba" });
  await addToTalentList(ctx, { listId, technicianId, source: "search" });
  return { companyId, ctx, technicianId, listId };
}

describe("a company's lists of technicians (issue 41)", () => {
  it("answers a third company, an individual and an admin 404 on every use case, and changes nothing", async () => {
    const { listId, technicianId } = await companyWithList();
    const before = { list: await listRow(listId), members: await members(listId) };
    const strangers: Ctx[] = [
      await actingAs((await createCompany()).userId),
      await actingAs((await createIndividual()).userId),
      await actingAs((await createIndividual({ isAdmin: true })).userId),
    ];
    for (const [index, ctx] of strangers.entries()) {
      const outsider = (await createIndividual()).userId;
      const attempts = [
        () => renameTalentList(ctx, { listId, name: "Mía" }),
        () => deleteTalentList(ctx, { listId }),
        () => addToTalentList(ctx, { listId, technicianId: outsider, source: "page" }),
        () => removeFromTalentList(ctx, { listId, technicianId }),
        () => setTalentListNote(ctx, { listId, technicianId, note: "Escrita por otro" }),
        () => moveInTalentList(ctx, { listId, technicianId, direction: "up" }),
        () => talentListPage(ctx, { listId }),
        () => writeToTalentList(ctx, { listId, technicianIds: [technicianId], subject: "Hola", content: "Hola" }),
      ];
      for (const attempt of attempts) {
        expect(await refusalOf(attempt())).toMatchObject({ status: 404 });
      }
      if (index === 0) {
        expect(await myTalentLists(ctx)).toEqual([]);
        expect((await listsForTechnician(ctx, technicianId)).lists).toEqual([]);
      } else {
        expect(await refusalOf(myTalentLists(ctx))).toMatchObject({ key: "NOT_FOUND", status: 404 });
        expect(await refusalOf(createTalentList(ctx, { name: "Nueva" }))).toMatchObject({ key: "NOT_FOUND", status: 404 });
        expect(await refusalOf(listsForTechnician(ctx, technicianId))).toMatchObject({ status: 404 });
      }
    }
    expect({ list: await listRow(listId), members: await members(listId) }).toEqual(before);
  });

  it("refuses a malformed list id with 404, never an error of the database", async () => {
    const { ctx, technicianId } = await companyWithList();
    for (const listId of ["", "nada", "1; drop table talent_lists", 42, null]) {
      expect(await refusalOf(talentListPage(ctx, { listId }))).toMatchObject({ key: "TALENT_LIST_NOT_FOUND", status: 404 });
      if (listId) expect(await refusalOf(addToTalentList(ctx, { listId: String(listId), technicianId }))).toMatchObject({ status: 404 });
    }
    // No list and no new list's name: the name is asked for.
    expect(await refusalOf(addToTalentList(ctx, { listId: "", technicianId }))).toMatchObject({ key: "TALENT_LIST_NAME_INVALID", status: 400 });
  });

  it("keeps names of 1–80 characters, unique per company whatever the case", async () => {
    const { ctx } = await actingCompany();
    expect(await refusalOf(createTalentList(ctx, { name: "   " }))).toMatchObject({ key: "TALENT_LIST_NAME_INVALID", status: 400, field: "name" });
    expect(await refusalOf(createTalentList(ctx, { name: "x".repeat(81) }))).toMatchObject({ key: "TALENT_LIST_NAME_INVALID", status: 400 });
    const { id } = await createTalentList(ctx, { name: "  Sonidistas  " });
    expect((await listRow(id)).name).toBe("Sonidistas");
    expect(await refusalOf(createTalentList(ctx, { name: "SONIDISTAS" }))).toMatchObject({ key: "TALENT_LIST_NAME_TAKEN", status: 409 });
    const { id: other } = await createTalentList(ctx, { name: "Riggers" });
    expect(await refusalOf(renameTalentList(ctx, { listId: other, name: "sonidistas" }))).toMatchObject({ key: "TALENT_LIST_NAME_TAKEN", status: 409 });
    await renameTalentList(ctx, { listId: id, name: "SONIDISTAS" });
    expect((await listRow(id)).name).toBe("SONIDISTAS");
    // Another company may use the same name.
    const { ctx: another } = await actingCompany();
    expect(await refusalOf(createTalentList(another, { name: "Sonidistas" }))).toBe("OK");
    expect((await myTalentLists(ctx)).map((list) => list.name)).toEqual(["SONIDISTAS", "Riggers"]);
  });

  it("never lets concurrent creations pass the limit of lists", async () => {
    const { userId, ctx } = await actingCompany();
    const extra = 6;
    const results = await Promise.all(
      Array.from({ length: RECRUITING_LIMITS.lists + extra }, (_, index) => refusalOf(createTalentList(ctx, { name: `Lista ${index}` }))),
    );
    expect(results.filter((result) => result === "OK")).toHaveLength(RECRUITING_LIMITS.lists);
    for (const result of results.filter((result) => result !== "OK")) {
      expect(result).toMatchObject({ key: "TALENT_LISTS_LIMIT", status: 409 });
    }
    const [{ total }] = await testDb().select({ total: sql<number>`count(*)::int` }).from(talentLists).where(eq(talentLists.companyId, userId));
    expect(total).toBe(RECRUITING_LIMITS.lists);
    expect((await listsForTechnician(ctx, (await createIndividual()).userId)).canCreate).toBe(false);
  });

  it("adds a technician once, at the end, from a source; a new list's name creates it; only listed technicians", async () => {
    const { ctx, listId, technicianId } = await companyWithList();
    const { userId: second } = await createIndividual();
    const before = await listRow(listId);
    expect(await addToTalentList(ctx, { listId, technicianId: second, source: "booking" })).toEqual({ listId, added: true });
    expect(await addToTalentList(ctx, { listId, technicianId: second, source: "page" })).toEqual({ listId, added: false });
    expect(await members(listId)).toEqual([
      { technicianId, position: 1, note: "", source: "search" },
      { technicianId: second, position: 2, note: "", source: "booking" },
    ]);
    expect((await listRow(listId)).updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    const created = await addToTalentList(ctx, { listId: "", newListName: "Para el festival", technicianId: second, source: "application" });
    expect(created.added).toBe(true);
    expect((await listRow(created.listId)).name).toBe("Para el festival");
    // The same new name again (a second click) uses that list.
    expect(await addToTalentList(ctx, { newListName: "para el FESTIVAL", technicianId: second })).toEqual({ listId: created.listId, added: false });
    const lists = await listsForTechnician(ctx, technicianId);
    expect(lists.lists.map((list) => [list.name, list.contains])).toEqual([
      ["Para el festival", false],
      ["Iluminadores Córdoba", true],
    ]);
    for (const notListed of [
      (await createCompany()).userId,
      (await createIndividual({ isAdmin: true })).userId,
      (await createIndividual({ verified: false })).userId,
      "nadie",
    ]) {
      expect(await refusalOf(addToTalentList(ctx, { listId, technicianId: notListed }))).toMatchObject({ key: "TALENT_TECHNICIAN_NOT_FOUND", status: 404 });
    }
    expect(await members(listId)).toHaveLength(2);
  });

  it("holds at most 200 technicians a list", async () => {
    const { ctx, listId } = await companyWithList();
    const crowd = await crowdOfIndividuals(RECRUITING_LIMITS.listMembers - 1);
    await testDb()
      .insert(talentListMembers)
      .values(crowd.map((technicianId, index) => ({ listId, technicianId, position: index + 2 })));
    const { userId: oneMore } = await createIndividual();
    expect(await refusalOf(addToTalentList(ctx, { listId, technicianId: oneMore }))).toMatchObject({ key: "TALENT_LIST_FULL", status: 409 });
  });

  it("moves technicians up and down, removes them and deletes the list", async () => {
    const { ctx, listId, technicianId: first } = await companyWithList();
    const { userId: second } = await createIndividual();
    const { userId: third } = await createIndividual();
    await addToTalentList(ctx, { listId, technicianId: second });
    await addToTalentList(ctx, { listId, technicianId: third });
    const order = async () => (await members(listId)).map((member) => member.technicianId);
    await moveInTalentList(ctx, { listId, technicianId: third, direction: "up" });
    expect(await order()).toEqual([first, third, second]);
    await moveInTalentList(ctx, { listId, technicianId: first, direction: "down" });
    expect(await order()).toEqual([third, first, second]);
    await moveInTalentList(ctx, { listId, technicianId: third, direction: "up" });
    await moveInTalentList(ctx, { listId, technicianId: second, direction: "down" });
    expect(await order()).toEqual([third, first, second]);
    expect(await refusalOf(moveInTalentList(ctx, { listId, technicianId: third, direction: "sideways" }))).toMatchObject({ status: 400 });
    await removeFromTalentList(ctx, { listId, technicianId: first });
    await removeFromTalentList(ctx, { listId, technicianId: first });
    expect(await order()).toEqual([third, second]);
    expect((await talentListPage(ctx, { listId })).entries.map((entry) => entry.card.id)).toEqual([third, second]);
    await deleteTalentList(ctx, { listId });
    expect(await members(listId)).toEqual([]);
    expect(await refusalOf(deleteTalentList(ctx, { listId }))).toMatchObject({ key: "TALENT_LIST_NOT_FOUND", status: 404 });
    expect(await myTalentLists(ctx)).toEqual([]);
  });

  it("keeps a note per technician in the list (up to 1,000 characters; blank clears it)", async () => {
    const { ctx, listId, technicianId } = await companyWithList();
    await setTalentListNote(ctx, { listId, technicianId, note: "  Buen oído para monitores.  " });
    expect((await members(listId))[0].note).toBe("Buen oído para monitores.");
    expect(await refusalOf(setTalentListNote(ctx, { listId, technicianId, note: "á".repeat(1001) }))).toMatchObject({
      key: "TALENT_LIST_NOTE_TOO_LONG",
      status: 400,
      field: "note",
    });
    expect(await refusalOf(setTalentListNote(ctx, { listId, technicianId, note: "á".repeat(1000) }))).toBe("OK");
    await setTalentListNote(ctx, { listId, technicianId, note: "" });
    expect((await members(listId))[0].note).toBe("");
    expect(await refusalOf(setTalentListNote(ctx, { listId, technicianId: (await createIndividual()).userId, note: "x" }))).toMatchObject({
      key: "TALENT_TECHNICIAN_NOT_FOUND",
      status: 404,
    });
  });
});
