import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { mailOutbox } from "~/db/schema/mail";
import { newsletterSubscribers } from "~/db/schema/newsletter";
import { resendVerification } from "~/features/accounts/auth-flows.server";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { reloadEnv } from "~/lib/env.server";
import { createIndividual, uniqueEmail, uniqueIp } from "../../../tests/factories";

// An SMTP server that hangs up on every connection: every send through it fails.
const refusingSmtp = createServer((socket) => socket.destroy());

beforeAll(async () => {
  await new Promise<void>((resolve) => refusingSmtp.listen(0, "127.0.0.1", resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(refusingSmtp.address() as AddressInfo).port}`;
  reloadEnv();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  reloadEnv();
  await new Promise((resolve) => refusingSmtp.close(resolve));
});

describe("when the mail server fails", () => {
  it("a verification resend answers 'Error al reenviar email'", async () => {
    const person = await createIndividual({ verified: false });
    await expect(resendVerification(getDb(), { headers: new Headers(), ip: uniqueIp() }, { email: person.email })).rejects.toMatchObject({
      code: "RESEND_FAILED",
      message: "Error al reenviar email",
    });
    const [mail] = await getDb().select({ status: mailOutbox.status, text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(mail?.status).toBe("failed");
  });

  it("a newsletter subscription is not kept and the user is told to try again", async () => {
    const email = uniqueEmail("boletin-smtp");
    await expect(subscribeToNewsletter(getDb(), { email }, "es", "http://localhost:3000")).rejects.toMatchObject({ status: 502 });
    expect(await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(0);
  });
});
