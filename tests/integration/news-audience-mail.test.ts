import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { mailLog } from "~/db/schema/mail";
import { createArticle } from "~/features/news/news-editor.server";
import { DIGEST_DELAY_MS } from "~/features/notifications/email-digest.server";
import { saveNotificationPreferences } from "~/features/notifications/preferences.server";
import type { MembershipLevel } from "~/lib/actor";
import { actingAs } from "../context";
import { createIndividual } from "../factories";
import { drainOutbox } from "../outbox";
import { testDb } from "../setup/test-database";

// Issue 23 §1: one audience check serves the page, the notification and the e-mail. The page and the
// notification are proven in app/features/news/news.server.test.ts; this proves the e-mail digest.

const admin = async () => actingAs((await createIndividual({ isAdmin: true })).userId);
const member = async (level: MembershipLevel) => {
  const { userId } = await createIndividual({ level });
  return { userId, ctx: await actingAs(userId) };
};
const unique = () => crypto.randomUUID().slice(0, 8);

function formWith(entries: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
}

const article = (title: string, audience: string) => ({
  title,
  summary: "Lo que cambia para los técnicos de la región desde el próximo año.",
  body: "<p>Un texto de prueba con formato suficiente.</p>",
  category: "industria",
  audience,
});

describe("a members-only article by e-mail (issue 23 §1)", () => {
  it("mails a gold article to a gold member who wants news by e-mail, never to a bronze one who wants the same", async () => {
    const writer = await admin();
    const [bronze, gold] = [await member("bronze"), await member("gold")];
    for (const reader of [bronze, gold]) await saveNotificationPreferences(reader.ctx, { news: { inApp: true, byEmail: true } });
    const title = `Boletín oro ${unique()}`;
    await createArticle(writer, article(title, "gold"), formWith({ publishNow: "on" }));
    await drainOutbox();
    await drainOutbox(() => new Date(Date.now() + DIGEST_DELAY_MS + 60_000));
    const mailedTo = async (userId: string) => {
      const [account] = await testDb().select({ email: user.email }).from(user).where(eq(user.id, userId));
      const mails = await testDb()
        .select({ text: mailLog.text })
        .from(mailLog)
        .where(eq(mailLog.to, String(account?.email)));
      return mails.some((mail) => (mail.text ?? "").includes(title));
    };
    expect(await mailedTo(gold.userId)).toBe(true);
    expect(await mailedTo(bronze.userId)).toBe(false);
  });
});
