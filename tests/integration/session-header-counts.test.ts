import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { accountSuspensions } from "~/db/schema/moderation";
import { notifications } from "~/db/schema/notifications";
import { accountDeletions } from "~/db/schema/privacy";
import { resolveActor } from "~/features/accounts/actor.server";
import { deleteMessage, sendMessage, unreadMessageCount } from "~/features/messages/messages.server";
import { unreadCount } from "~/features/notifications/notifications.server";
import { actingAs, cookieHeader } from "../context";
import { createIndividual, signedIn } from "../factories";
import { drainOutbox } from "../outbox";
import { testDb } from "../setup/test-database";

describe("the header's unread counts (issue 21: read with the session in one planned call)", () => {
  it("reads the header's unread counts with the session, as the notifications and messages features count them", async () => {
    const person = await createIndividual();
    const { cookies } = await signedIn(person.email);
    const [writer, suspendedWriter, leavingWriter, unverifiedWriter] = await Promise.all([
      createIndividual(),
      createIndividual(),
      createIndividual(),
      createIndividual(),
    ]);
    const at = async (id: string) => actingAs(id);
    await sendMessage(await at(writer.userId), { recipientId: person.userId, subject: "Hola", content: "¿Libre el sábado?" });
    const deleted = await sendMessage(await at(writer.userId), { recipientId: person.userId, subject: "Otra", content: "Borrada" });
    await sendMessage(await at(suspendedWriter.userId), { recipientId: person.userId, subject: "Spam", content: "x" });
    await sendMessage(await at(leavingWriter.userId), { recipientId: person.userId, subject: "Me voy", content: "x" });
    await sendMessage(await at(unverifiedWriter.userId), { recipientId: person.userId, subject: "Sin verificar", content: "x" });
    await testDb().insert(accountSuspensions).values({ userId: suspendedWriter.userId });
    // Senders hidden as messages.unreadMessageCount hides them (issue 43: the API answers from the session's count).
    await testDb()
      .insert(accountDeletions)
      .values({ userId: leavingWriter.userId, deleteAfter: new Date(Date.now() + 30 * 86_400_000) });
    await testDb().update(user).set({ emailVerified: false }).where(eq(user.id, unverifiedWriter.userId));
    await deleteMessage(await at(person.userId), deleted.id);
    await testDb()
      .insert(notifications)
      .values([
        { userId: person.userId, title: "Uno", message: "a", isRead: false },
        { userId: person.userId, title: "Dos", message: "b", isRead: true },
      ]);
    // The messages' notifications are written by the outbox: all of them first, so that no count changes between the two reads
    // (on a shared PostgreSQL, another test's drain may otherwise write one in between).
    await drainOutbox();
    const headers = new Headers({ cookie: cookieHeader(cookies) });
    expect((await resolveActor(testDb(), headers, new Date())).unread).toBeNull();
    const { actor, unread } = await resolveActor(testDb(), headers, new Date(), { withCounts: true });
    const ctx = await at(actor?.id ?? "");
    expect(unread).toEqual({ notifications: await unreadCount(ctx), messages: await unreadMessageCount(ctx) });
    expect(unread?.messages).toBe(1);
  });
});
