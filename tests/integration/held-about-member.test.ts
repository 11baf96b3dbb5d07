import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { privacyRequests } from "~/db/schema/privacy";
import { companyProfiles } from "~/db/schema/profiles";
import { talentListMembers, talentLists, talentSearches } from "~/db/schema/recruiting";
import { exportDownload, myExports, requestExport } from "~/features/privacy/data-exports.server";
import { heldAboutMemberSections } from "~/features/privacy/personal-data-registry.server";
import { answerPrivacyRequest, fileRequest, myPrivacyRequests, privacyRequestQueue } from "~/features/privacy/privacy-requests.server";
import { saveTalentNote } from "~/features/recruiting/public.server";
import type { Ctx } from "~/lib/context.server";
import { actingAs } from "../context";
import { createCompany, createIndividual, signedIn } from "../factories";
import { drainOutbox } from "../outbox";
import { testDb } from "../setup/test-database";

const NOTE = "Puntual, buena con consolas Midas";
const LIST_NOTE = "Para la gira de marzo";

/** A company with its shown name. */
async function namedCompany(name: string) {
  const company = await createCompany();
  await testDb().update(companyProfiles).set({ companyName: name }).where(eq(companyProfiles.id, company.userId));
  return { ...company, ctx: await signedIn(company.email) };
}

/** The member's copy as its ZIP's datos.json holds it. */
async function exportedData(ctx: Ctx): Promise<{ json: Record<string, unknown[]>; text: string }> {
  const requested = await requestExport(ctx);
  await drainOutbox();
  const [ready] = await myExports(ctx);
  expect(ready).toMatchObject({ id: requested.id, status: "ready" });
  const { bytes } = await exportDownload(ctx, String(requested.id));
  const zip = unzipSync(new Uint8Array(bytes));
  const text = Object.values(zip)
    .map((file) => strFromU8(file))
    .join("\n");
  return { json: JSON.parse(strFromU8(zip["datos.json"] ?? new Uint8Array())), text };
}

describe("what other accounts keep about a member (issue 41, decision 070)", () => {
  it("an access request's answer gives companies' notes and lists about the member; the admin sees them first; the automatic copy does not carry them", async () => {
    const tag = randomUUID().slice(0, 8);
    const technician = await createIndividual({ names: { firstName: `Rocío${tag}`, lastName: "Consultada" } });
    const me = await signedIn(technician.email);
    const sonido = await namedCompany(`Sonido Sur ${tag}`);
    const luces = await namedCompany(`Luces Norte ${tag}`);
    await saveTalentNote(sonido.ctx, { technicianId: technician.userId, note: NOTE });
    const listId = randomUUID();
    await testDb().insert(talentLists).values({ id: listId, companyId: luces.userId, name: "Gira" });
    await testDb().insert(talentListMembers).values({ listId, technicianId: technician.userId, position: 1, note: LIST_NOTE, source: "search" });
    expect(heldAboutMemberSections().map((section) => section.name)).toEqual(expect.arrayContaining(["talentNotes", "talentLists"]));

    const access = await fileRequest(me, { kind: "access", details: "Quiero saber qué datos guardan sobre mí." });
    const correction = await fileRequest(me, { kind: "correction", details: "Mi ciudad figura mal en el perfil." });
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId);

    const queue = await privacyRequestQueue(admin, 1);
    const card = queue.requests.find((request) => request.id === access.id);
    expect(card?.heldAboutMember).toEqual([
      { section: "talentNotes", rows: [{ company: `Sonido Sur ${tag}`, note: NOTE, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }] },
      { section: "talentLists", rows: [{ company: `Luces Norte ${tag}`, list: "Gira", note: LIST_NOTE, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }] },
    ]);
    expect(queue.requests.find((request) => request.id === correction.id)?.heldAboutMember).toBeNull();
    // Before the answer the member reads nothing of it.
    expect((await myPrivacyRequests(me)).find((request) => request.id === access.id)?.heldAboutMember).toBeNull();

    await answerPrivacyRequest(admin, { id: String(access.id), answer: "Te enviamos lo que guardamos y lo que otras cuentas guardan sobre ti." });
    await answerPrivacyRequest(admin, { id: String(correction.id), answer: "La corregimos, revisa tu perfil." });
    // What was given is what was kept at the answer: a later change does not rewrite it.
    await saveTalentNote(sonido.ctx, { technicianId: technician.userId, note: "Nota posterior a la respuesta" });
    const [stored] = await testDb().select().from(privacyRequests).where(eq(privacyRequests.id, access.id));
    expect(JSON.stringify(stored?.heldAboutMember)).toContain(NOTE);
    const mine = await myPrivacyRequests(me);
    const answered = mine.find((request) => request.id === access.id);
    expect(answered?.heldAboutMember?.flatMap((section) => section.rows.map((row) => row.note))).toEqual([NOTE, LIST_NOTE]);
    expect(mine.find((request) => request.id === correction.id)?.heldAboutMember).toBeNull();
    // Another member's requests never carry it.
    const other = await signedIn((await createIndividual()).email);
    await fileRequest(other, { kind: "access", details: "Quiero saber qué datos guardan sobre mí." });
    expect(JSON.stringify(await myPrivacyRequests(other))).not.toContain(NOTE);

    // The member's automatic copy stays their own data: no company's note or list about them.
    const { text } = await exportedData(me);
    expect(text).not.toContain(NOTE);
    expect(text).not.toContain(LIST_NOTE);
    expect(text).not.toContain("Nota posterior a la respuesta");
  });

  it("a company's own copy holds its lists with their notes, its private notes and its saved searches", async () => {
    const company = await namedCompany("Productora Copia");
    const technician = await createIndividual({ names: { firstName: "Técnica", lastName: "Listada" } });
    await saveTalentNote(company.ctx, { technicianId: technician.userId, note: NOTE });
    const listId = randomUUID();
    await testDb().insert(talentLists).values({ id: listId, companyId: company.userId, name: "Monitores" });
    await testDb().insert(talentListMembers).values({ listId, technicianId: technician.userId, position: 1, note: LIST_NOTE });
    await testDb()
      .insert(talentSearches)
      .values({ id: randomUUID(), companyId: company.userId, name: "Luces en Córdoba", skills: ["lighting"], country: "AR", city: "Córdoba" });

    const { json } = await exportedData(company.ctx);
    expect(json.talentLists).toEqual([
      expect.objectContaining({
        name: "Monitores",
        entries: [expect.objectContaining({ technicianId: technician.userId, technician: "Técnica Listada", note: LIST_NOTE, position: 1 })],
      }),
    ]);
    expect(json.talentNotes).toEqual([expect.objectContaining({ technician_id: technician.userId, technician: "Técnica Listada", note: NOTE })]);
    expect(json.talentSearches).toEqual([
      expect.objectContaining({ name: "Luces en Córdoba", skills: ["lighting"], country: "AR", city: "Córdoba", matches: 0 }),
    ]);
  });
});
