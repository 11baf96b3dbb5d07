import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyProfiles } from "~/db/schema/profiles";
import { emptySite } from "~/features/company-sites/site-data";
import { publishSite, saveSiteDraft } from "~/features/company-sites/site-editor.server";
import { formStamp, sendSiteInquiry } from "~/features/company-sites/site-inquiry.server";
import { composerState } from "~/features/messages/composer.server";
import { conversationThread, listConversations } from "~/features/messages/conversations.server";
import { listMessages, sendMessage, unreadMessageCount } from "~/features/messages/messages.server";
import { actingAs, testContext, uniqueIp } from "../context";
import { createCompany } from "../factories";
import { notificationsOf } from "../notifications";
import { drainOutbox } from "../outbox";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

const FORM = "redav-sitio-web";

async function companyWithForm() {
  const { userId } = await createCompany();
  const slug = `empresa-${crypto.randomUUID().slice(0, 8)}`;
  await testDb().update(companyProfiles).set({ slug }).where(eq(companyProfiles.id, userId));
  const ctx = await actingAs(userId);
  const site = emptySite("Luces del Plata", "Iluminación para eventos.");
  site.contact.showForm = true;
  await saveSiteDraft(ctx, JSON.stringify(site));
  await publishSite(ctx);
  await sendSiteInquiry(testContext({ ip: uniqueIp() }), slug, {
    name: "Martín Gómez",
    email: "martin@example.com",
    message: "Necesito 12 cabezas móviles para una boda.",
    website: "",
    startedAt: formStamp(new Date(Date.now() - 30_000)),
  });
  return { userId, ctx };
}

describe("a website's contact form in the company's messages (issue 24 §1)", () => {
  it("reaches the inbox as a message from 'Formulario de tu sitio web', unread, with a notification", async () => {
    const { userId, ctx } = await companyWithForm();
    expect(await unreadMessageCount(ctx)).toBe(1);
    const inbox = await listMessages(ctx, "inbox", 1);
    expect(inbox.messages[0]).toMatchObject({
      counterpartId: FORM,
      counterpartName: "Formulario de tu sitio web",
      subject: "Consulta desde tu sitio web - De: Martín Gómez",
    });
    const conversations = await listConversations(ctx, 1);
    expect(conversations.conversations[0].counterpart).toMatchObject({ id: FORM, name: "Formulario de tu sitio web", kind: "websiteForm" });
    await drainOutbox();
    const [notification] = await notificationsOf(userId, { type: "message" });
    expect(notification.title).toContain("Martín Gómez");
  });

  it("opens as a conversation answered by e-mail: the composer says so and a reply is refused", async () => {
    const { ctx } = await companyWithForm();
    const thread = await conversationThread(ctx, FORM);
    expect(thread.counterpart).toEqual({ id: FORM, name: "Formulario de tu sitio web", kind: "websiteForm", imageUrl: null });
    expect(thread.messages.map((message) => message.content)).toEqual(["Necesito 12 cabezas móviles para una boda.\n\nMartín Gómez · martin@example.com"]);
    expect(await composerState(ctx, FORM)).toMatchObject({ allowed: false, reason: "websiteForm" });
    expect(await refusalOf(sendMessage(ctx, { recipientId: FORM, subject: "Re", content: "Hola" }))).toMatchObject({
      key: "MESSAGE_RECIPIENT_NOT_FOUND",
      status: 404,
    });
  });
});
