import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema/mail";
import { testContext } from "../../../tests/context";
import { useRefusingSmtp } from "../../../tests/refusing-smtp";
import { devMailEnabled, drainMail, listStoredMail, MailDeliveryError, sendMail, sendMailInBackground } from "./mail.server";

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID()}@test.redav.lat`;

const template = { name: "password-reset", url: "http://localhost:3000/reset-password?token=abc" } as const;

async function outboxOf(to: string) {
  return testContext()
    .db.select({ status: mailOutbox.status, error: mailOutbox.error, text: mailOutbox.text, html: mailOutbox.html, template: mailOutbox.template })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to));
}

describe("without a mail server (development and tests)", () => {
  it("stores the mail with its bodies for /dev/mail", async () => {
    const to = uniqueEmail("correo");
    expect(devMailEnabled()).toBe(true);
    await sendMail(testContext(), to, template);
    const [stored] = await outboxOf(to);
    expect(stored).toMatchObject({ status: "stored", error: null, template: "password-reset" });
    expect(stored?.text).toContain(template.url);
    const listed = (await listStoredMail(testContext(), 500)).find((mail) => mail.to === to);
    expect(listed?.links).toEqual([template.url]);
  });
});

describe("when the mail server fails", () => {
  useRefusingSmtp();

  it("sendMail throws MailDeliveryError and records the failure, without the bodies", async () => {
    const to = uniqueEmail("smtp-caido");
    expect(devMailEnabled()).toBe(false);
    await expect(sendMail(testContext(), to, template)).rejects.toBeInstanceOf(MailDeliveryError);
    const [failed] = await outboxOf(to);
    expect(failed).toMatchObject({ status: "failed", template: "password-reset", text: "", html: "" });
    expect(failed?.error).toBeTruthy();
  });

  it("a background send never throws at the caller, and its failure is recorded once drained", async () => {
    const to = uniqueEmail("smtp-fondo");
    expect(() => sendMailInBackground(testContext(), to, template)).not.toThrow();
    await drainMail();
    expect((await outboxOf(to)).map((mail) => mail.status)).toEqual(["failed"]);
  });
});
