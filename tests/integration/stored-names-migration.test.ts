import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { messages } from "~/db/schema/messages";
import { notifications } from "~/db/schema/notifications";
import { follow } from "~/features/follows/follows.server";
import { listConversations } from "~/features/messages/conversations.server";
import { listMessages, sendMessage } from "~/features/messages/messages.server";
import { eraseAccount } from "~/features/privacy/erasure.server";
import { serverSiteParams } from "~/lib/i18n/site-params.server";
import { FORMER_MEMBER_NAME, WEBSITE_FORM_NAME } from "~/lib/vocabulary/display-name";
import { actingAs } from "../context";
import { createCompany, createIndividual } from "../factories";
import { notificationsOf } from "../notifications";
import { drainOutbox } from "../outbox";
import { testDb } from "../setup/test-database";

const DRIZZLE = fileURLToPath(new URL("../../drizzle/", import.meta.url));
const migration = readFileSync(`${DRIZZLE}${readdirSync(DRIZZLE).find((file) => file.endsWith("_stored_names_as_catalog_keys.sql"))}`, "utf8");

/** The migration's statements as drizzle runs them (split at its breakpoints). */
const statements = migration
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .filter(Boolean);

const FORM = "redav-sitio-web";
const siteName = serverSiteParams().siteName;

async function runMigrationTwice() {
  for (const statement of statements) await testDb().execute(sql.raw(statement));
  // A second run changes nothing (no Spanish sentence is left).
  for (const statement of statements) await testDb().execute(sql.raw(statement));
}

describe("migration 0047: names and subjects stored as Spanish sentences become catalog texts (decision 055)", () => {
  it("converts a website form's subject and its notification, a former member's account and the notifications naming them, leaving people's own words", async () => {
    const company = await createCompany();
    const member = await createIndividual();
    const formerId = `ex-miembro-${randomBytes(12).toString("base64url")}`;
    await testDb().update(user).set({ name: "Formulario de sitio web" }).where(eq(user.id, FORM));
    await testDb()
      .insert(user)
      .values({
        id: formerId,
        name: `Ex-miembro de ${siteName}`,
        email: `${formerId}@ex-miembro.invalid`,
        emailVerified: false,
        userType: "former",
        type: "former",
      });
    const [inquiry] = await testDb()
      .insert(messages)
      .values({
        senderId: FORM,
        recipientId: company.userId,
        subject: "Consulta desde tu sitio web - De: Martín Gómez",
        content: "Hola",
        countsTowardQuota: false,
      })
      .returning({ id: messages.id });
    // A member who typed the same words wrote them: they stay.
    const [typed] = await testDb()
      .insert(messages)
      .values({ senderId: member.userId, recipientId: company.userId, subject: "Consulta desde tu sitio web - De: Ana", content: "Hola" })
      .returning({ id: messages.id });
    const [inquiryNotice] = await testDb()
      .insert(notifications)
      .values({
        userId: company.userId,
        titleKey: "message.title",
        messageKey: "message.subject",
        params: { senderName: "Martín Gómez", subject: "Consulta desde tu sitio web - De: Martín Gómez" },
        notificationType: "message",
        relatedEntityType: "conversation",
        relatedEntityId: FORM,
      })
      .returning({ id: notifications.id });
    const [followNotice] = await testDb()
      .insert(notifications)
      .values({
        userId: member.userId,
        titleKey: "follow.title",
        messageKey: "follow.message",
        params: { name: `Ex-miembro de ${siteName}` },
        notificationType: "follow",
        relatedEntityType: "profile",
        relatedEntityId: formerId,
      })
      .returning({ id: notifications.id });

    await runMigrationTwice();

    const subjectOf = async (id: number) => (await testDb().select({ subject: messages.subject }).from(messages).where(eq(messages.id, id)))[0]?.subject;
    // The catalog text keeps the visitor's name as typed and no Spanish words (the inbox below reads it in three languages).
    const stored = await subjectOf(inquiry.id);
    expect(stored).toContain("Martín Gómez");
    expect(stored).not.toContain("Consulta");
    expect(await subjectOf(typed.id)).toBe("Consulta desde tu sitio web - De: Ana");
    const nameOf = async (id: string) => (await testDb().select({ name: user.name }).from(user).where(eq(user.id, id)))[0]?.name;
    expect(await nameOf(formerId)).toBe(FORMER_MEMBER_NAME);
    expect(await nameOf(FORM)).toBe(WEBSITE_FORM_NAME);
    const paramsOf = async (id: number) =>
      (await testDb().select({ params: notifications.params }).from(notifications).where(eq(notifications.id, id)))[0]?.params;
    expect(await paramsOf(followNotice.id)).toEqual({ name: FORMER_MEMBER_NAME });
    expect(await paramsOf(inquiryNotice.id)).toMatchObject({ senderName: "Martín Gómez" });

    // Each reader reads them in their language; the Spanish reader reads what was stored before.
    const inbox = async (locale: "es" | "en" | "pt") =>
      (await listMessages(await actingAs(company.userId, { locale }), "inbox", 1)).messages.find((message) => message.id === inquiry.id);
    expect(await inbox("es")).toMatchObject({ counterpartName: "Formulario de tu sitio web", subject: "Consulta desde tu sitio web - De: Martín Gómez" });
    expect(await inbox("en")).toMatchObject({ counterpartName: "Your website's form", subject: "Inquiry from your website - From: Martín Gómez" });
    expect(await inbox("pt")).toMatchObject({ counterpartName: "Formulário do seu site", subject: "Consulta pelo seu site - De: Martín Gómez" });
    const notice = async (userId: string, type: string, locale: "es" | "en" | "pt") => (await notificationsOf(userId, { type, locale }))[0]?.message;
    expect(await notice(company.userId, "message", "es")).toBe("Consulta desde tu sitio web - De: Martín Gómez");
    expect(await notice(company.userId, "message", "en")).toBe("Inquiry from your website - From: Martín Gómez");
    expect(await notice(member.userId, "follow", "es")).toBe(`Ex-miembro de ${siteName} comenzó a seguirte`);
    expect(await notice(member.userId, "follow", "pt")).toContain(`Ex-membro de ${siteName}`);
  });

  it("an erasure writes the former member's name as a catalog text: others read it in their own language", async () => {
    // A name of its own: an erasure replaces the member's name in every row of the shared database.
    const leaving = await createIndividual({ names: { firstName: `Saliente${randomUUID().slice(0, 8)}`, lastName: "Prueba" } });
    const friend = await createIndividual();
    await follow(await actingAs(leaving.userId), friend.userId);
    await sendMessage(await actingAs(leaving.userId), { recipientId: friend.userId, subject: "Consola", content: "Hola" });
    // Follows are told in batches: a minute later the notice is written.
    await drainOutbox(() => new Date(Date.now() + 60_000));
    // In a transaction, as the periodic job runs it (the audit log's trigger allows the erasure's update only there).
    expect(await testDb().transaction((tx) => eraseAccount(tx as never, leaving.userId, new Date()))).toBe(true);

    const [followed] = await testDb()
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, friend.userId), eq(notifications.notificationType, "follow")));
    expect(followed).toBeDefined();
    expect(JSON.stringify(followed?.params)).not.toContain("Ex-miembro");
    const counterpart = async (locale: "es" | "en" | "pt") =>
      (await listConversations(await actingAs(friend.userId, { locale }), 1)).conversations[0]?.counterpart;
    expect(await counterpart("es")).toMatchObject({ name: `Ex-miembro de ${siteName}`, kind: "formerMember" });
    expect(await counterpart("en")).toMatchObject({ name: `Former member of ${siteName}`, kind: "formerMember" });
    expect(await counterpart("pt")).toMatchObject({ name: `Ex-membro de ${siteName}`, kind: "formerMember" });
    expect((await notificationsOf(friend.userId, { type: "follow", locale: "en" }))[0]?.message).toBe(`Former member of ${siteName} started following you`);
    expect((await notificationsOf(friend.userId, { type: "message", locale: "es" }))[0]?.title).toBe(`Nuevo mensaje de Ex-miembro de ${siteName}`);
  });
});
