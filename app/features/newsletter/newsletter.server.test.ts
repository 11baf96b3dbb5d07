import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema/mail";
import { newsletterSubscribers } from "~/db/schema/newsletter";
import { listStoredMail } from "~/lib/mail/mail.server";
import { testContext } from "../../../tests/context";
import { uniqueEmail } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { subscribeToNewsletter } from "./newsletter.server";

describe("newsletter", () => {
  it("stores a subscription once and mails one confirmation", async () => {
    const ctx = testContext();
    const email = uniqueEmail("boletin");
    expect(await subscribeToNewsletter(ctx, { email: `  ${email.toUpperCase()} ` })).toMatchObject({ email, alreadySubscribed: false });
    expect(await subscribeToNewsletter(ctx, { email })).toMatchObject({ alreadySubscribed: true });
    expect(await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(1);
    const mails = await ctx.db.select({ subject: mailOutbox.subject, status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toEqual([{ subject: "Confirmamos tu suscripción al boletín de RedAV", status: "stored" }]);
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
    const [mail] = await ctx.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, email));
    const [row] = await ctx.db.select({ locale: newsletterSubscribers.locale }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(mail?.subject).not.toBe("Confirmamos tu suscripción al boletín de RedAV");
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
    expect(listed[0]?.links).toContain("http://localhost:3000");
  });
});
