import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userProfiles } from "~/db/schema/profiles";
import { actingAs } from "../../../tests/context";
import { actingCompany, actingIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { composerState } from "./composer.server";
import { conversationThread, listConversations, markConversationRead } from "./conversations.server";
import { messageAction } from "./message-action.server";
import { deleteMessage, remainingQuota, sendMessage, unreadMessageCount } from "./messages.server";
import { messagesQuery, messagesScreen } from "./messages-screen.server";
import { THREAD_PAGE_SIZE } from "./page-sizes";
import { replySubject } from "./reply-subject";

const say = (recipientId: string, content: string, subject = "Gira de verano") => ({ recipientId, subject, content });

describe("conversations", () => {
  it("lists one row per person, the latest first, with the last message and the unread count of what they sent", async () => {
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    const carla = await actingIndividual();
    await sendMessage(beto.ctx, say(ana.userId, "Hola Ana"));
    await sendMessage(beto.ctx, say(ana.userId, "¿Tienes consola libre?"));
    await sendMessage(ana.ctx, say(carla.userId, "Carla, ¿vienes al montaje?"));
    await sendMessage(ana.ctx, say(beto.userId, "Sí, una M32"));

    const { conversations, count } = await listConversations(ana.ctx, 1);
    expect(count).toBe(2);
    expect(conversations.map((row) => row.counterpart.id)).toEqual([beto.userId, carla.userId]);
    expect(conversations[0]).toMatchObject({ lastPreview: "Sí, una M32", lastFromMe: true, unread: 2 });
    expect(conversations[0].counterpart).toMatchObject({ name: "Ana Prueba", kind: "individual" });
    expect(conversations[1]).toMatchObject({ lastPreview: "Carla, ¿vienes al montaje?", unread: 0 });

    const forBeto = await listConversations(beto.ctx, 1);
    expect(forBeto.conversations).toHaveLength(1);
    expect(forBeto.conversations[0]).toMatchObject({ unread: 1, lastFromMe: false });
  });

  it("shows a thread with both sides, oldest first, without what the viewer deleted, 50 at a time", async () => {
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    const first = await sendMessage(ana.ctx, say(beto.userId, "uno"));
    await sendMessage(beto.ctx, say(ana.userId, "dos"));
    await sendMessage(ana.ctx, say(beto.userId, "tres"));
    await deleteMessage(ana.ctx, first.id);

    const forAna = await conversationThread(ana.ctx, beto.userId);
    expect(forAna.messages.map((message) => [message.content, message.fromMe])).toEqual([
      ["dos", false],
      ["tres", true],
    ]);
    const forBeto = await conversationThread(beto.ctx, ana.userId);
    expect(forBeto.messages.map((message) => message.content)).toEqual(["uno", "dos", "tres"]);
    expect(forBeto.olderThan).toBeNull();

    for (let index = 0; index < THREAD_PAGE_SIZE; index++) await sendMessage(beto.ctx, say(ana.userId, `n${index}`));
    const latest = await conversationThread(ana.ctx, beto.userId);
    expect(latest.messages).toHaveLength(THREAD_PAGE_SIZE);
    expect(latest.messages.at(-1)?.content).toBe(`n${THREAD_PAGE_SIZE - 1}`);
    expect(latest.olderThan).not.toBeNull();
    const earlier = await conversationThread(ana.ctx, beto.userId, latest.olderThan);
    expect(earlier.messages.map((message) => message.content)).toEqual(["dos", "tres"]);
    expect(earlier.olderThan).toBeNull();
  });

  it("marks read only what the other person sent to the viewer, when the viewer opens the conversation", async () => {
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    const carla = await actingIndividual();
    await sendMessage(beto.ctx, say(ana.userId, "uno"));
    await sendMessage(carla.ctx, say(ana.userId, "dos"));
    await sendMessage(ana.ctx, say(beto.userId, "tres"));

    const screen = await messagesScreen(ana.ctx, messagesQuery(new URL(`http://x/messages?con=${beto.userId}`)));
    expect(screen.open?.markedRead).toBe(1);
    expect(screen.open?.thread.messages.every((message) => message.fromMe || message.isRead)).toBe(true);
    expect(screen.unread).toBe(1);
    expect(await unreadMessageCount(beto.ctx)).toBe(1);
    expect(await markConversationRead(carla.ctx, beto.userId)).toBe(0);
  });

  it("offers the subject a link suggests (an application's 'Contactar'), one line of at most 200 characters", async () => {
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    const subject = encodeURIComponent("Técnico de PA - De:\n Beto   Prueba");
    const screen = await messagesScreen(ana.ctx, messagesQuery(new URL(`http://x/messages?con=${beto.userId}&asunto=${subject}`)));
    expect(screen.open?.suggestedSubject).toBe("Técnico de PA - De: Beto Prueba");
    expect(messagesQuery(new URL(`http://x/messages?asunto=${"x".repeat(300)}`)).subject).toHaveLength(200);
    expect(messagesQuery(new URL("http://x/messages")).subject).toBe("");
  });

  it("never shows, marks or deletes a conversation between two other people to a third user", async () => {
    const ana = await actingIndividual();
    const beto = await actingIndividual();
    const intruder = await actingIndividual();
    const sent = await sendMessage(ana.ctx, say(beto.userId, "privado"));

    expect((await conversationThread(intruder.ctx, ana.userId)).messages).toEqual([]);
    expect((await conversationThread(intruder.ctx, beto.userId)).messages).toEqual([]);
    expect((await listConversations(intruder.ctx, 1)).count).toBe(0);
    expect(await markConversationRead(intruder.ctx, ana.userId)).toBe(0);
    expect(await refusalOf(messageAction(intruder.ctx, { intent: "delete", id: String(sent.id) }))).toMatchObject({
      status: 403,
      message: "No tienes permiso para eliminar este mensaje",
    });
    expect(await unreadMessageCount(beto.ctx)).toBe(1);
    expect((await conversationThread(beto.ctx, ana.userId)).messages).toHaveLength(1);
  });

  it("refuses unknown intents, malformed ids and unknown people with a 4xx", async () => {
    const ana = await actingIndividual();
    expect(await refusalOf(messageAction(ana.ctx, { intent: "borrar-todo" }))).toMatchObject({ status: 400 });
    expect(await refusalOf(messageAction(ana.ctx, { intent: "delete", id: "1; drop table messages" }))).toMatchObject({ status: 404 });
    expect(await refusalOf(messageAction(ana.ctx, { intent: "delete", id: "99999999999999999999" }))).toMatchObject({ status: 404 });
    expect(await refusalOf(conversationThread(ana.ctx, "nadie"))).toMatchObject({ status: 404 });
    expect(await refusalOf(messageAction(ana.ctx, { intent: "send", recipientId: "nadie", subject: "a", content: "b" }))).toMatchObject({ status: 404 });
  });
});

describe("'Nuevo mensaje' finds someone to write to", () => {
  it("by what they do, as the technician search does: job title or bio, without regard to case or accents", async () => {
    const token = `Zq${randomUUID().slice(0, 6)}`;
    const ana = await actingIndividual();
    const [byTitle, byBio, other] = await Promise.all([actingIndividual(), actingIndividual(), actingIndividual()]);
    await testDb()
      .update(userProfiles)
      .set({ jobTitle: [`Técnico${token} de monitores`] })
      .where(eq(userProfiles.id, byTitle.userId));
    await testDb()
      .update(userProfiles)
      .set({ bio: `Iluminación de teatros, TÉCNICO${token}` })
      .where(eq(userProfiles.id, byBio.userId));
    await testDb()
      .update(userProfiles)
      .set({ bio: `Sonido ${token}` })
      .where(eq(userProfiles.id, other.userId));
    const screen = await messagesScreen(ana.ctx, messagesQuery(new URL(`http://x/messages?nuevo=1&buscar=${encodeURIComponent(`tecnico${token}`)}`)));
    expect(screen.newMessage?.results.map((person) => person.id).sort()).toEqual([byTitle.userId, byBio.userId].sort());
  });
});

describe("the composer applies the send rules before anything is sent", () => {
  it("explains that an individual cannot start with a company, and lets them reply once the company wrote", async () => {
    const ana = await actingIndividual();
    const firm = await actingCompany();
    expect(await composerState(ana.ctx, firm.userId)).toMatchObject({ allowed: false, reason: "company" });
    await sendMessage(firm.ctx, say(ana.userId, "¿Disponible el sábado?"));
    expect(await composerState(ana.ctx, firm.userId)).toMatchObject({ allowed: true, exempt: true });
    expect(await composerState(firm.ctx, ana.userId)).toMatchObject({ allowed: true, remaining: 999, quotaApplies: false });
  });

  it("counts down today's new recipients and refuses a sixth, but not one of the five", async () => {
    const ana = await actingIndividual();
    const people = await Promise.all(Array.from({ length: 6 }, () => actingIndividual()));
    expect(await composerState(ana.ctx, people[0].userId)).toMatchObject({ allowed: true, remaining: 5, exempt: false, quotaApplies: true });
    for (const other of people.slice(0, 5)) await sendMessage(ana.ctx, say(other.userId, "hola"));
    expect(await composerState(ana.ctx, people[5].userId)).toMatchObject({ allowed: false, reason: "limit", remaining: 0 });
    expect(await composerState(ana.ctx, people[2].userId)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it("starts a new quota exactly at midnight UTC", async () => {
    const lastSecond = new Date("2031-03-14T23:59:59.000Z");
    const midnight = new Date("2031-03-15T00:00:00.000Z");
    const ana = await actingIndividual();
    const late = await actingAs(ana.userId, { now: () => lastSecond });
    const people = await Promise.all(Array.from({ length: 6 }, () => actingIndividual()));
    for (const other of people.slice(0, 5)) await sendMessage(late, say(other.userId, "hola"));
    expect(await refusalOf(sendMessage(late, say(people[5].userId, "hola")))).toMatchObject({ status: 429 });
    const nextDay = await actingAs(ana.userId, { now: () => midnight });
    expect(await remainingQuota(nextDay)).toBe(5);
    expect(await refusalOf(sendMessage(nextDay, say(people[5].userId, "hola")))).toBe("OK");
  });

  it("answers a reply's subject with one 'Re: '", () => {
    expect(replySubject("Gira de verano")).toBe("Re: Gira de verano");
    expect(replySubject("RE: re: Gira")).toBe("Re: Gira");
  });
});
