import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "~/db/schema/messages";
import { actingAs, testContext } from "../../../tests/context";
import { actingCompany, actingIndividual, crowdOfIndividuals } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import {
  applicationSubject,
  COMPANY_QUOTA,
  deleteMessage,
  listMessages,
  MESSAGES_PAGE_SIZE,
  markMessageRead,
  remainingQuota,
  sendMessage,
  unreadMessageCount,
} from "./messages.server";

const note = (recipientId: string) => ({ recipientId, subject: " Hola ", content: " ¿Trabajamos juntos? " });

describe("sending messages (spec §5 Messages)", () => {
  it("trims and requires subject and content, with Spanish messages, and refuses oneself and unknown people", async () => {
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    expect(await refusalOf(sendMessage(ana.ctx, { recipientId: beto.userId, subject: "  ", content: "x" }))).toMatchObject({
      status: 400,
      field: "subject",
      message: "El asunto es obligatorio.",
    });
    expect(await refusalOf(sendMessage(ana.ctx, { recipientId: beto.userId, subject: "x", content: " " }))).toMatchObject({ status: 400, field: "content" });
    expect(await refusalOf(sendMessage(ana.ctx, { recipientId: beto.userId, subject: "x".repeat(201), content: "x" }))).toMatchObject({
      status: 400,
      field: "subject",
    });
    expect(await refusalOf(sendMessage(ana.ctx, { recipientId: beto.userId, subject: "x", content: "x".repeat(5001) }))).toMatchObject({
      status: 400,
      field: "content",
    });
    expect(await refusalOf(sendMessage(ana.ctx, note(ana.userId)))).toMatchObject({ status: 400 });
    expect(await refusalOf(sendMessage(ana.ctx, note("nadie")))).toMatchObject({ status: 404 });
    expect(await refusalOf(sendMessage(testContext(), note(beto.userId)))).toMatchObject({ status: 401 });
    await sendMessage(ana.ctx, note(beto.userId));
    const [row] = await testDb().select().from(messages).where(eq(messages.senderId, ana.userId));
    expect([row.subject, row.content, row.isRead]).toEqual(["Hola", "¿Trabajamos juntos?", false]);
  });

  it("never lets an individual start a conversation with a company, but lets them reply to one", async () => {
    const ana = await actingIndividual();
    const firm = await actingCompany();
    expect(await refusalOf(sendMessage(ana.ctx, note(firm.userId)))).toMatchObject({
      status: 403,
      message: "Los usuarios individuales no pueden iniciar conversaciones con empresas",
    });
    await sendMessage(firm.ctx, note(ana.userId));
    expect(await refusalOf(sendMessage(ana.ctx, note(firm.userId)))).toBe("OK");
  });

  it("limits an individual to 5 different recipients a UTC day; writing again to one of them and replying stay allowed", async () => {
    const ana = await actingIndividual();
    const people = await Promise.all(Array.from({ length: 7 }, () => actingIndividual()));
    for (const other of people.slice(0, 5)) await sendMessage(ana.ctx, note(other.userId));
    expect(await remainingQuota(ana.ctx)).toBe(0);
    expect(await refusalOf(sendMessage(ana.ctx, note(people[5].userId)))).toMatchObject({
      status: 429,
      message: "Has alcanzado el límite diario de 5 destinatarios diferentes",
    });
    expect(await refusalOf(sendMessage(ana.ctx, note(people[0].userId)))).toBe("OK");
    await sendMessage(people[6].ctx, note(ana.userId));
    expect(await refusalOf(sendMessage(ana.ctx, note(people[6].userId)))).toBe("OK");
    const tomorrow = await actingAs(ana.userId, { now: () => new Date(Date.now() + 24 * 60 * 60 * 1000) });
    expect(await remainingQuota(tomorrow)).toBe(5);
  });

  it("never counts a reply toward the day's 5: after replying to two people she still writes to 5 new ones, and the 6th is refused", async () => {
    const ana = await actingIndividual();
    const writers = await Promise.all([actingIndividual(), actingCompany()]);
    const people = await Promise.all(Array.from({ length: 6 }, () => actingIndividual()));
    for (const writer of writers) await sendMessage(writer.ctx, note(ana.userId));
    for (const writer of writers) await sendMessage(ana.ctx, note(writer.userId));
    expect(await remainingQuota(ana.ctx)).toBe(5);
    for (const other of people.slice(0, 5)) expect(await refusalOf(sendMessage(ana.ctx, note(other.userId)))).toBe("OK");
    expect(await refusalOf(sendMessage(ana.ctx, note(people[5].userId)))).toMatchObject({
      status: 429,
      message: "Has alcanzado el límite diario de 5 destinatarios diferentes",
    });
    expect(await refusalOf(sendMessage(ana.ctx, note(writers[0].userId)))).toBe("OK");
  });

  it("holds the quota when ten sends to ten new people arrive at once: exactly five succeed", async () => {
    const ana = await actingIndividual();
    const people = await Promise.all(Array.from({ length: 10 }, () => actingIndividual()));
    const results = await Promise.all(people.map((other) => refusalOf(sendMessage(ana.ctx, note(other.userId)))));
    expect(results.filter((result) => result === "OK")).toHaveLength(5);
    expect(results.filter((result) => result !== "OK").every((result) => typeof result === "object" && result.status === 429)).toBe(true);
  });

  it("gives companies no limit, reported as 999", async () => {
    const firm = await actingCompany();
    const people = await Promise.all(Array.from({ length: 6 }, () => actingIndividual()));
    for (const other of people) await sendMessage(firm.ctx, note(other.userId));
    expect(await remainingQuota(firm.ctx)).toBe(COMPANY_QUOTA);
  });

  it("stops a company script at 100 new people a UTC day (429, saying when), while replies and people already written to stay open", async () => {
    const firm = await actingCompany();
    const crowd = await crowdOfIndividuals(101);
    const writer = await actingIndividual();
    await sendMessage(firm.ctx, note(writer.userId));
    await sendMessage(writer.ctx, note(firm.userId));
    for (const id of crowd.slice(1, 100)) await sendMessage(firm.ctx, note(id));
    const now = new Date();
    const late = await actingAs(firm.userId, { now: () => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 21, 30)) });
    expect(await refusalOf(sendMessage(late, note(crowd[100])))).toMatchObject({
      status: 429,
      message:
        "Tu empresa ya escribió hoy a 100 personas nuevas, el máximo diario. Podrás escribir a alguien nuevo en 2 h 30 min (a las 00:00 UTC); responder a quien te escribió sigue disponible.",
    });
    expect(await refusalOf(sendMessage(firm.ctx, note(crowd[1])))).toBe("OK");
    expect(await refusalOf(sendMessage(firm.ctx, note(writer.userId)))).toBe("OK");
    expect(await remainingQuota(firm.ctx)).toBe(COMPANY_QUOTA);
    const tomorrow = await actingAs(firm.userId, { now: () => new Date(Date.now() + 24 * 60 * 60 * 1000) });
    expect(await refusalOf(sendMessage(tomorrow, note(crowd[100])))).toBe("OK");
  });

  it("builds a job application's subject as the spec says", () => {
    expect(applicationSubject("Técnico de monitores", "Ana Prueba")).toBe("Técnico de monitores - De: Ana Prueba");
  });
});

describe("reading and deleting (spec §5, §7 messages)", () => {
  it("lists the inbox and the sent list newest first, 20 a page, with exact counts and names", async () => {
    const ana = await actingIndividual();
    const firm = await actingCompany();
    for (let index = 0; index < MESSAGES_PAGE_SIZE + 1; index++)
      await sendMessage(firm.ctx, { recipientId: ana.userId, subject: `Asunto ${index}`, content: "x" });
    const first = await listMessages(ana.ctx, "inbox", 1);
    expect([first.count, first.messages.length, first.hasMore, first.messages[0].subject]).toEqual([21, 20, true, "Asunto 20"]);
    expect(first.messages[0].counterpartName).not.toBe("Usuario");
    const sent = await listMessages(firm.ctx, "sent", 2);
    expect([sent.count, sent.messages.length, sent.hasMore]).toEqual([21, 1, false]);
    expect(sent.messages[0].counterpartName).toBe("Ana Prueba");
  });

  it("lets only the recipient mark a message read, and counts unread ones", async () => {
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    const third = await actingIndividual();
    const { id } = await sendMessage(ana.ctx, note(beto.userId));
    expect(await unreadMessageCount(beto.ctx)).toBe(1);
    expect(await refusalOf(markMessageRead(ana.ctx, id))).toMatchObject({ status: 404 });
    expect(await refusalOf(markMessageRead(third.ctx, id))).toMatchObject({ status: 404 });
    await markMessageRead(beto.ctx, id);
    expect(await unreadMessageCount(beto.ctx)).toBe(0);
    const [row] = await testDb().select().from(messages).where(eq(messages.id, id));
    expect(row.isRead).toBe(true);
    expect(row.readAt).not.toBeNull();
  });

  it("deletes softly and per side; a third user is refused with the spec's text", async () => {
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    const third = await actingIndividual();
    const { id } = await sendMessage(ana.ctx, note(beto.userId));
    expect(await refusalOf(deleteMessage(third.ctx, id))).toMatchObject({ status: 403, message: "No tienes permiso para eliminar este mensaje" });
    await deleteMessage(beto.ctx, id);
    expect((await listMessages(beto.ctx, "inbox", 1)).count).toBe(0);
    expect((await listMessages(ana.ctx, "sent", 1)).count).toBe(1);
    await deleteMessage(ana.ctx, id);
    expect((await listMessages(ana.ctx, "sent", 1)).count).toBe(0);
    const [row] = await testDb().select().from(messages).where(eq(messages.id, id));
    expect([row.senderDeleted, row.recipientDeleted]).toEqual([true, true]);
  });
});
