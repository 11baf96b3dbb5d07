import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailLog } from "~/db/schema/mail";
import { outbox } from "~/db/schema/outbox";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { claimDueEvents, runClaimedEvent } from "~/lib/outbox/worker.server";
import { testContext } from "../../../tests/context";
import { drainEvents, drainOutbox } from "../../../tests/outbox";
import { useRefusingSmtp } from "../../../tests/refusing-smtp";
import { devMailEnabled, listStoredMail, MailDeliveryError, sendMail } from "./mail.server";
import { queueMail } from "./mail-queue.server";

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID()}@test.redav.lat`;

const template = { name: "password-reset", url: "http://localhost:3000/reset-password?token=abc" } as const;

async function outboxOf(to: string) {
  return testContext()
    .db.select({ status: mailLog.status, error: mailLog.error, text: mailLog.text, html: mailLog.html, template: mailLog.template })
    .from(mailLog)
    .where(eq(mailLog.to, to));
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

  it("a queued mail waits for the outbox, which sends it", async () => {
    const to = uniqueEmail("encolado");
    await queueMail(testContext().db, to, template);
    expect(await outboxOf(to)).toHaveLength(0);
    await drainOutbox();
    expect((await outboxOf(to)).map((mail) => mail.status)).toEqual(["stored"]);
  });

  it("a queued mail is sent by the outbox after the request, once even when its event runs twice", async () => {
    const to = uniqueEmail("cola");
    // Due years ahead and run by id, so no other test (on a shared PostgreSQL) takes it.
    const now = new Date(Date.now() + 30 * 365 * 24 * 60 * 60 * 1000);
    const id = await enqueue(testContext().db, { type: "mail.requested", payload: { to, template, locale: "es" } }, { availableAt: now });
    expect(await outboxOf(to)).toHaveLength(0);
    const [event] = await claimDueEvents(testContext().db, now, { ids: [id] });
    // The worker dies after sending but before marking the event processed: the next run finds it in the send log.
    await runClaimedEvent({ db: testContext().db, now: () => now }, event);
    await testContext().db.update(outbox).set({ processedAt: null, lockedUntil: null }).where(eq(outbox.id, event.id));
    await drainEvents([id], now);
    expect((await outboxOf(to)).map((mail) => mail.status)).toEqual(["stored"]);
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

  it("a queued mail that SMTP refuses is kept in the outbox and retried later, not lost", async () => {
    const to = uniqueEmail("smtp-cola");
    // Due years ahead and run by id, so no other test (on a shared PostgreSQL) takes it.
    const started = new Date(Date.now() + 31 * 365 * 24 * 60 * 60 * 1000);
    const id = await enqueue(testContext().db, { type: "mail.requested", payload: { to, template, locale: "es" } }, { availableAt: started });
    await drainEvents([id], started);
    expect((await outboxOf(to)).map((mail) => mail.status)).toEqual(["failed"]);
    const [event] = (await testContext().db.select().from(outbox).where(eq(outbox.type, "mail.requested"))).filter(
      (row) => (row.payload as { to: string }).to === to,
    );
    expect(event).toMatchObject({ processedAt: null, parkedAt: null, attempts: 1 });
    expect(event.lastError).toBeTruthy();
    expect(event.availableAt.getTime()).toBeGreaterThan(started.getTime());
  });
});
