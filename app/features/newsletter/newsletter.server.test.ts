import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailLog } from "~/db/schema/mail";
import { newsletterSubscribers } from "~/db/schema/newsletter";
import { listStoredMail } from "~/lib/mail/mail.server";
import { testContext } from "../../../tests/context";
import { uniqueEmail } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { useRefusingSmtp } from "../../../tests/refusing-smtp";
import { confirmNewsletter, subscribeToNewsletter, unsubscribeFromNewsletter } from "./newsletter.server";

async function tokenOf(email: string): Promise<string> {
  const [row] = await testContext().db.select({ token: newsletterSubscribers.token }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  if (!row) throw new Error(`no subscription for ${email}`);
  return row.token;
}

async function mailCount(email: string): Promise<number> {
  return (await testContext().db.select({ id: mailLog.id }).from(mailLog).where(eq(mailLog.to, email))).length;
}

async function mailedLinks(email: string): Promise<string[]> {
  return (await listStoredMail(testContext(), 500)).filter((mail) => mail.to === email).flatMap((mail) => mail.links);
}

describe("newsletter", () => {
  it("keeps a new address pending and mails a confirm link with an unsubscribe link", async () => {
    const ctx = testContext();
    const email = uniqueEmail("boletin");
    expect(await subscribeToNewsletter(ctx, { email: `  ${email.toUpperCase()} ` })).toEqual({ email, alreadySubscribed: false });
    const [row] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(row?.confirmedAt).toBeNull();
    const links = await mailedLinks(email);
    expect(links).toContain(`http://localhost:3000/newsletter/confirm?token=${row?.token}`);
    expect(links).toContain(`http://localhost:3000/newsletter/unsubscribe?token=${row?.token}`);
    const [mail] = await ctx.db.select({ subject: mailLog.subject }).from(mailLog).where(eq(mailLog.to, email));
    expect(mail?.subject).toBe("Confirma tu suscripción al boletín de RedAV");
  });

  it("confirms with the mailed token (twice is fine); a confirmed address is not mailed again", async () => {
    const ctx = testContext();
    const email = uniqueEmail("confirma");
    await subscribeToNewsletter(ctx, { email });
    expect(await subscribeToNewsletter(ctx, { email })).toEqual({ email, alreadySubscribed: false });
    expect(await mailCount(email)).toBe(2);
    const token = await tokenOf(email);
    await confirmNewsletter(ctx, { token });
    await confirmNewsletter(ctx, { token });
    const [row] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(await subscribeToNewsletter(ctx, { email })).toEqual({ email, alreadySubscribed: true });
    expect(await mailCount(email)).toBe(2);
  });

  it.each(["", "abc", "0".repeat(64), undefined])("refuses the confirm link %j and confirms nothing", async (token) => {
    expect(await refusalOf(confirmNewsletter(testContext(), { token }))).toMatchObject({ key: "NEWSLETTER_LINK_INVALID", status: 400 });
  });

  it("unsubscribes with the token: the address is deleted, and the same link again still answers calmly", async () => {
    const ctx = testContext();
    const email = uniqueEmail("baja");
    await subscribeToNewsletter(ctx, { email });
    const token = await tokenOf(email);
    await unsubscribeFromNewsletter(ctx, { token });
    expect(await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(0);
    expect(await refusalOf(unsubscribeFromNewsletter(ctx, { token }))).toBe("OK");
    expect(await refusalOf(unsubscribeFromNewsletter(ctx, { token: "x" }))).toMatchObject({ key: "NEWSLETTER_LINK_INVALID" });
  });

  it("limits repeated requests for one address", async () => {
    const ctx = testContext();
    const email = uniqueEmail("insiste");
    for (let i = 0; i < 3; i++) await subscribeToNewsletter(testContext(), { email });
    expect(await refusalOf(subscribeToNewsletter(ctx, { email }))).toMatchObject({ key: "RATE_LIMITED", status: 429 });
    expect(await mailCount(email)).toBe(3);
  });

  it.each(["", "no-es-un-correo", "a@", "@b.com", `${"x".repeat(250)}@x.com`])("refuses %j with a Spanish message and stores nothing", async (email) => {
    expect(await refusalOf(subscribeToNewsletter(testContext(), { email }))).toEqual({
      key: "INVALID_EMAIL",
      status: 400,
      message: "Ingresa un correo electrónico válido.",
      field: "email",
    });
  });

  it("writes the confirmation in the subscriber's language", async () => {
    const ctx = testContext({ locale: "pt" });
    const email = uniqueEmail("news-pt");
    await subscribeToNewsletter(ctx, { email });
    const [mail] = await ctx.db.select({ subject: mailLog.subject }).from(mailLog).where(eq(mailLog.to, email));
    const [row] = await ctx.db.select({ locale: newsletterSubscribers.locale }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(mail?.subject).toBe("Confirme sua inscrição no boletim da RedAV");
    expect(row?.locale).toBe("pt");
  });

  it("lists stored mail newest first with its links", async () => {
    const ctx = testContext();
    const first = uniqueEmail("orden");
    const second = uniqueEmail("orden");
    await subscribeToNewsletter(ctx, { email: first });
    await subscribeToNewsletter(ctx, { email: second });
    const listed = (await listStoredMail(ctx, 500)).filter((mail) => mail.to === first || mail.to === second);
    expect(listed.map((mail) => mail.to)).toEqual([second, first]);
    expect(listed[0]?.links.some((link) => link.startsWith("http://localhost:3000/newsletter/confirm?token="))).toBe(true);
  });
});

describe("newsletter when the mail server fails", () => {
  useRefusingSmtp();

  it("keeps no subscription and tells the user to try again", async () => {
    const ctx = testContext();
    const email = uniqueEmail("boletin-smtp");
    expect(await refusalOf(subscribeToNewsletter(ctx, { email }))).toEqual({
      key: "SUBSCRIBE_FAILED",
      status: 502,
      message: "No pudimos registrar tu suscripción. Inténtalo de nuevo.",
    });
    expect(await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(0);
    expect((await ctx.db.select({ status: mailLog.status }).from(mailLog).where(eq(mailLog.to, email))).map((mail) => mail.status)).toEqual(["failed"]);
  });
});
