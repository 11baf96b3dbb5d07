import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { mailOutbox } from "~/db/schema/mail";
import { newsletterSubscribers } from "~/db/schema/newsletter";
import { listStoredMail } from "~/features/mail/mail.server";
import { uniqueEmail } from "../../../tests/factories";
import { subscribeToNewsletter } from "./newsletter.server";

describe("newsletter", () => {
  it("stores a subscription once and mails one confirmation", async () => {
    const email = uniqueEmail("boletin");
    expect(await subscribeToNewsletter(getDb(), { email: `  ${email.toUpperCase()} ` }, "es", "http://localhost:3000")).toMatchObject({
      email,
      alreadySubscribed: false,
    });
    expect(await subscribeToNewsletter(getDb(), { email }, "es", "http://localhost:3000")).toMatchObject({ alreadySubscribed: true });
    expect(await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(1);
    const mails = await getDb().select({ subject: mailOutbox.subject, status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toEqual([{ subject: "Confirmamos tu suscripción al boletín de RedAV", status: "stored" }]);
  });

  it.each(["", "no-es-un-correo", "a@", "@b.com", `${"x".repeat(250)}@x.com`])("refuses %j with a Spanish message and stores nothing", async (email) => {
    await expect(subscribeToNewsletter(getDb(), { email }, "es", "http://localhost:3000")).rejects.toMatchObject({
      status: 400,
      message: "Ingresa un correo electrónico válido.",
    });
  });

  it("writes the confirmation in the subscriber's language", async () => {
    const email = uniqueEmail("news-pt");
    await subscribeToNewsletter(getDb(), { email }, "pt", "http://localhost:3000");
    const [mail] = await getDb().select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.subject).not.toBe("Confirmamos tu suscripción al boletín de RedAV");
  });

  it("lists stored mail newest first with its links", async () => {
    const first = uniqueEmail("orden");
    const second = uniqueEmail("orden");
    await subscribeToNewsletter(getDb(), { email: first }, "es", "http://localhost:3000");
    await subscribeToNewsletter(getDb(), { email: second }, "es", "http://localhost:3000");
    const listed = (await listStoredMail(getDb(), 500)).filter((mail) => mail.to === first || mail.to === second);
    expect(listed.map((mail) => mail.to)).toEqual([second, first]);
    expect(listed[0]?.links).toContain("http://localhost:3000");
  });
});
