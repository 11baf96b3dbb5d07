import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availabilityRanges, availabilitySettings } from "~/db/schema/availability";
import { mailLog } from "~/db/schema/mail";
import { notifications } from "~/db/schema/notifications";
import { userProfiles } from "~/db/schema/profiles";
import { markDays, saveCalendarSettings } from "~/features/availability/calendar.server";
import { deletePastMarks, remindQuietCalendars } from "~/features/availability/upkeep.server";
import { agendaFeed, myFeedToken } from "~/features/events/feeds.server";
import { DIGEST_DELAY_MS } from "~/features/notifications/email-digest.server";
import { saveNotificationPreferences } from "~/features/notifications/preferences.server";
import { actingAs } from "../context";
import { createIndividual } from "../factories";
import { drainOutbox } from "../outbox";
import { testDb } from "../setup/test-database";

const DAY = 86_400_000;
/** Thursday 28 January 2027, noon UTC. */
const JAN_28 = new Date("2027-01-28T12:00:00Z");

async function technician(now: Date = JAN_28) {
  const account = await createIndividual();
  await testDb().update(userProfiles).set({ country: "AR" }).where(eq(userProfiles.id, account.userId));
  return { ...account, ctx: await actingAs(account.userId, { now: () => now }) };
}

async function reminders(userId: string) {
  return testDb()
    .select({ titleKey: notifications.titleKey, type: notifications.notificationType, related: notifications.relatedEntityType })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, "availability")));
}

describe("keeping calendars true (issue 27)", () => {
  it("reminds once a technician whose calendar went 30 days unchanged, in the app and by e-mail; not again until they change it and go quiet again", async () => {
    const quiet = await technician();
    const recent = await technician(new Date(JAN_28.getTime() + 10 * DAY));
    const hidden = await technician();
    await markDays(quiet.ctx, { from: "2027-02-06", status: "available" });
    await markDays(recent.ctx, { from: "2027-02-13", status: "available" });
    await markDays(hidden.ctx, { from: "2027-02-06", status: "available" });
    await saveCalendarSettings(hidden.ctx, { visibility: "nobody", timeZone: "America/Argentina/Buenos_Aires" });

    const day31 = new Date(JAN_28.getTime() + 31 * DAY);
    expect(await remindQuietCalendars({ db: testDb(), now: () => day31 })).toBeGreaterThanOrEqual(1);
    await drainOutbox(() => day31);
    expect(await reminders(quiet.userId)).toEqual([{ titleKey: "availabilityReminder.title", type: "availability", related: "availability" }]);
    expect(await reminders(recent.userId)).toEqual([]);
    expect(await reminders(hidden.userId)).toEqual([]);

    await drainOutbox(() => new Date(day31.getTime() + DIGEST_DELAY_MS + 60_000));
    const [mail] = await testDb()
      .select({ text: mailLog.text })
      .from(mailLog)
      .where(and(eq(mailLog.to, quiet.email), eq(mailLog.template, "notification-digest")));
    expect(mail?.text).toContain("¿Sigues con las mismas fechas?");

    const day40 = new Date(JAN_28.getTime() + 40 * DAY);
    await remindQuietCalendars({ db: testDb(), now: () => day40 });
    await drainOutbox(() => day40);
    expect(await reminders(quiet.userId)).toHaveLength(1);

    await markDays(await actingAs(quiet.userId, { now: () => day40 }), { from: "2027-03-13", status: "busy" });
    const day71 = new Date(JAN_28.getTime() + 71 * DAY);
    await remindQuietCalendars({ db: testDb(), now: () => day71 });
    await drainOutbox(() => day71);
    expect(await reminders(quiet.userId)).toHaveLength(2);
  });

  it("sends the reminder by e-mail only when the technician's preferences say so", async () => {
    const person = await technician();
    await saveNotificationPreferences(person.ctx, { availability: { inApp: true, byEmail: false } });
    await markDays(person.ctx, { from: "2027-02-06", status: "available" });
    const day31 = new Date(JAN_28.getTime() + 31 * DAY);
    await remindQuietCalendars({ db: testDb(), now: () => day31 });
    await drainOutbox(() => new Date(day31.getTime() + DIGEST_DELAY_MS + 60_000));
    expect(await reminders(person.userId)).toHaveLength(1);
    expect(
      await testDb()
        .select()
        .from(mailLog)
        .where(and(eq(mailLog.to, person.email), eq(mailLog.template, "notification-digest"))),
    ).toEqual([]);
  });

  it("cleans up marks of days before yesterday (UTC), trimming a run that reaches today", async () => {
    const person = await technician();
    await markDays(person.ctx, { from: "2027-01-28", to: "2027-01-29", status: "busy" });
    await markDays(person.ctx, { from: "2027-01-30", to: "2027-02-10", status: "available" });
    await deletePastMarks({ db: testDb(), now: () => new Date("2027-02-03T01:00:00Z") });
    const runs = await testDb()
      .select({ from: availabilityRanges.startsOn, to: availabilityRanges.endsOn })
      .from(availabilityRanges)
      .where(eq(availabilityRanges.userId, person.userId));
    expect(runs).toEqual([{ from: "2027-02-02", to: "2027-02-10" }]);
    const [settings] = await testDb().select().from(availabilitySettings).where(eq(availabilitySettings.userId, person.userId));
    expect(settings?.calendarUpdatedAt).not.toBeNull();
  });

  it("puts the technician's own marked days in their 'Mi agenda' feed as whole-day entries", async () => {
    const person = await technician();
    await markDays(person.ctx, { from: "2027-01-30", to: "2027-01-31", status: "available", places: "Córdoba", note: "Gira con X hasta el 12" });
    await markDays(person.ctx, { from: "2027-02-06", status: "busy" });
    const token = await myFeedToken(person.ctx);
    const file = await agendaFeed({ db: testDb(), now: () => JAN_28 }, token, "https://redav.example");
    expect(file).toContain("DTSTART;VALUE=DATE:20270130\r\nDTEND;VALUE=DATE:20270201");
    expect(file).toContain("SUMMARY:Disponible: Gira con X hasta el 12");
    expect(file).toContain("LOCATION:Córdoba");
    expect(file).toContain("DTSTART;VALUE=DATE:20270206\r\nDTEND;VALUE=DATE:20270207");
    expect(file).toContain("SUMMARY:Ocupado");
    expect(file).toContain("URL:https://redav.example/profile/availability");
  });
});
