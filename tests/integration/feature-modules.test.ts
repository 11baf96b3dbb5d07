import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "~/db/schema/outbox";
import { registeredMailNames } from "~/lib/mail/templates.server";
import { batchConsumers, consumersOf } from "~/lib/outbox/consumers.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { declaredEventTypes } from "~/lib/outbox/event-schemas";
import type { DomainEvent } from "~/lib/outbox/events";
import { BACKGROUND_MODULES } from "~/shell/feature-modules.server";
import { testDb } from "../setup/test-database";

/** Every consumer by event type, in its order (those before decision 052, then issue 39's): the names are the outbox's idempotency keys and must not change. */
const CONSUMERS = {
  "mail.requested": ["mail.send"],
  "account.verification_requested": ["accounts.verification-mail"],
  "account.verified": ["notifications.welcome", "recruiting.match-verified"],
  "message.sent": ["notifications.message"],
  "application.created": ["notifications.application"],
  "application.status_changed": ["notifications.application-status"],
  "job.published": ["notifications.job-followers", "notifications.job-alerts"],
  "course.enrolled": ["notifications.course"],
  "certificate.revoked": ["notifications.certificate-revoked"],
  "certificate.unrevoked": ["notifications.certificate-unrevoked"],
  "certificate.renewed": ["notifications.certificate-renewed"],
  "certificate.expiring": ["notifications.certificate-expiring"],
  "event.created": ["notifications.event"],
  "event.spot_offered": ["notifications.event-spot"],
  "privacy.export_requested": ["privacy.export"],
  "privacy.export_ready": ["notifications.privacy-export"],
  "privacy.request_answered": ["notifications.privacy-answer"],
  "membership.level_decided": ["notifications.level"],
  "notification.broadcast": ["notifications.broadcast"],
  "availability.reminder_due": ["notifications.availability-reminder"],
  "notification.email_due": ["notifications.email-digest"],
  "notification.push_due": ["notifications.push"],
  "news.published": ["notifications.news"],
  "booking.notice": ["notifications.booking-notice"],
  "booking.completed": ["technician-pages.verified-credit"],
  "profile.changed": ["recruiting.match-profile"],
  "availability.changed": ["recruiting.match-availability"],
};

const MAILS = [
  "newsletter-confirm",
  "verify-email",
  "password-reset",
  "password-changed",
  "password-reset-done",
  "two-factor-changed",
  "level-decision",
  "account-suspended",
  "account-reinstated",
  "appeal-upheld",
  "privacy-export-ready",
  "privacy-request-answered",
  "account-deletion-scheduled",
  "site-inquiry",
  "notification-digest",
];

describe("the background the features declare, as the shell collects it (decision 052)", () => {
  it("runs the same consumers under the same names, in the same order, and batches new followers", () => {
    for (const [type, names] of Object.entries(CONSUMERS)) {
      expect(
        consumersOf(type)
          .map(([name]) => name)
          .filter((name) => !name.startsWith("test.")),
        type,
      ).toEqual(names);
    }
    expect(batchConsumers().map(([type]) => type)).toEqual(["follow.created"]);
  });

  it("declares a payload schema for every event, and a renderer for each of the 15 mails", () => {
    expect([...declaredEventTypes()].sort()).toEqual([...Object.keys(CONSUMERS), "follow.created"].sort());
    expect([...registeredMailNames()].sort()).toEqual([...MAILS].sort());
  });

  it("hands the registries functions only: every consumer, job and file-reference finder is set once the modules are loaded", () => {
    for (const module of BACKGROUND_MODULES) {
      for (const declared of module.consumers ?? []) expect(typeof ("batch" in declared ? declared.batch : declared.run), module.name).toBe("function");
      for (const job of module.jobs ?? []) expect(typeof job.run, `${module.name}: ${job.name}`).toBe("function");
      for (const { bucket, finder } of module.files ?? []) expect(typeof finder, `${module.name}: ${bucket}`).toBe("function");
    }
    expect(BACKGROUND_MODULES.flatMap((module) => (module.files ?? []).map(({ bucket }) => bucket)).sort()).toEqual(
      [
        "company-logos",
        "company-logos",
        "company-products",
        "course-covers",
        "course-files",
        "cvs",
        "cvs",
        "event-images",
        "gallery-images",
        "hero-images",
        "library-files",
        "message-files",
        "news-images",
        "profile-images",
        "profile-media",
      ].sort(),
    );
  });

  it("refuses to enqueue a payload its event's schema does not accept, and writes nothing", async () => {
    const marker = `sin-titulo-${crypto.randomUUID()}`;
    const wrong = { type: "news.published", payload: { newsId: marker } } as unknown as DomainEvent;
    await expect(enqueue(testDb(), wrong)).rejects.toThrow(/news\.published/);
    const [{ written }] = await testDb().select({ written: count() }).from(outbox).where(sql`${outbox.payload}->>'newsId' = ${marker}`);
    expect(written).toBe(0);
  });
});
