import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, verification } from "~/db/schema/auth";
import { accountSuspensions, reports } from "~/db/schema/moderation";
import { changePassword, requestPasswordReset, resetPassword } from "~/features/accounts/passwords.server";
import { revokeOwnSession } from "~/features/accounts/sessions.server";
import { signOut } from "~/features/accounts/sign-in.server";
import { suspendFromReport } from "~/features/moderation/report-queue.server";
import { reportProfile } from "~/features/moderation/reports.server";
import { openNotificationStream } from "~/features/notifications/live.server";
import { insertNotifications } from "~/features/notifications/notifications.server";
import type { Ctx } from "~/lib/context.server";
import type { LiveStreams } from "~/lib/live/streams.server";
import { actingAs, browserContext, testContext } from "../context";
import { createIndividual, signedIn, TEST_PASSWORD } from "../factories";
import { controlEventsUntilEnd, notificationArrives, withLiveStreams } from "../live-streams";
import { testDb } from "../setup/test-database";

/** Opens a live stream for a signed-in browser. */
function streamOf(streams: LiveStreams, browser: Ctx): Promise<Response> {
  return openNotificationStream(browser, streams, new Request("http://x/api/notifications/stream"));
}

/** Gives a user one notification and expects it to arrive on `stream` (the stream is still open and served). */
async function stillDelivers(stream: Response, userId: string, title: string): Promise<void> {
  await insertNotifications(testDb(), [{ userId, title, message: "m" }]);
  expect(await notificationArrives(stream, title)).toEqual([title]);
}

describe("a live stream ends with the session that opened it (issue 20 §2)", () => {
  it("signing out ends that session's streams at once; the same person's other session keeps its stream", () =>
    withLiveStreams(async (streams) => {
      const person = await createIndividual();
      const [laptop, phone] = [await signedIn(person.email), await signedIn(person.email)];
      const [laptopStream, phoneStream] = [await streamOf(streams, laptop), await streamOf(streams, phone)];
      await signOut(laptop);
      expect(await controlEventsUntilEnd(laptopStream)).toEqual([]);
      expect(streams.size).toBe(1);
      await stillDelivers(phoneStream, person.userId, "sigue en el teléfono");
      streams.closeAll();
    }));

  it("an admin's suspension ends the streams of every session of the account", () =>
    withLiveStreams(async (streams) => {
      const admin = await createIndividual({ isAdmin: true });
      const reporter = await createIndividual({ verified: false });
      const person = await createIndividual();
      const sessions = [await signedIn(person.email), await signedIn(person.email)];
      const opened = [await streamOf(streams, sessions[0] as Ctx), await streamOf(streams, sessions[1] as Ctx)];
      await reportProfile(await actingAs(reporter.userId), { userId: person.userId, reason: "spam" });
      const [report] = await testDb().select({ id: reports.id }).from(reports).where(eq(reports.reporterId, reporter.userId));
      await suspendFromReport(await actingAs(admin.userId), { reportId: report?.id, reason: "Publica anuncios ajenos en los mensajes." });
      expect(await Promise.all(opened.map(controlEventsUntilEnd))).toEqual([[], []]);
      expect(streams.size).toBe(0);
    }));

  it("a password change ends the streams of the other sessions; the browser that changed it reconnects on the session it was handed", () =>
    withLiveStreams(async (streams) => {
      const person = await createIndividual();
      const [laptop, phone] = [await signedIn(person.email), await signedIn(person.email)];
      const [laptopStream, phoneStream] = [await streamOf(streams, laptop), await streamOf(streams, phone)];
      const password = "una clave nueva y larga";
      const cookies = await changePassword(laptop, { currentPassword: TEST_PASSWORD, password, confirm: password });
      expect(await controlEventsUntilEnd(phoneStream)).toEqual([]);
      // better-auth replaces the changing browser's session too: its stream ends and reconnects with the new cookie.
      expect(await controlEventsUntilEnd(laptopStream)).toEqual([]);
      const renewed = await browserContext(cookies);
      expect(renewed.actor?.id).toBe(person.userId);
      await stillDelivers(await streamOf(streams, renewed), person.userId, "después del cambio");
      streams.closeAll();
    }));

  it("a password reset from the mailed link ends the streams of every session", () =>
    withLiveStreams(async (streams) => {
      const person = await createIndividual();
      const stream = await streamOf(streams, await signedIn(person.email));
      await requestPasswordReset(testContext(), { email: person.email });
      const [pending] = await testDb()
        .select({ identifier: verification.identifier })
        .from(verification)
        .where(and(eq(verification.value, person.userId), like(verification.identifier, "reset-password:%")));
      const token = pending?.identifier.slice("reset-password:".length) ?? "";
      await resetPassword(testContext(), { token, password: "una clave nueva y larga", confirm: "una clave nueva y larga" });
      expect(await controlEventsUntilEnd(stream)).toEqual([]);
      expect(streams.size).toBe(0);
    }));

  it("closing another session from the security page ends that session's streams, and only them", () =>
    withLiveStreams(async (streams) => {
      const person = await createIndividual();
      const [laptop, phone] = [await signedIn(person.email), await signedIn(person.email)];
      const [laptopStream, phoneStream] = [await streamOf(streams, laptop), await streamOf(streams, phone)];
      await revokeOwnSession(laptop, { sessionId: phone.actor?.sessionId });
      expect(await controlEventsUntilEnd(phoneStream)).toEqual([]);
      expect(streams.size).toBe(1);
      await stillDelivers(laptopStream, person.userId, "sigue en la laptop");
      streams.closeAll();
    }));

  it("a session that expired (idle or past its 30 days), or whose account was suspended without ending it, ends its streams at the next heartbeat's re-check, one query for all", () => {
    const checks: string[][] = [];
    return withLiveStreams(
      async (streams, clock) => {
        const [idle, old, suspended, fine] = [await createIndividual(), await createIndividual(), await createIndividual(), await createIndividual()];
        const [idleBrowser, oldBrowser] = [await signedIn(idle.email), await signedIn(old.email)];
        const ending = [await streamOf(streams, idleBrowser), await streamOf(streams, oldBrowser), await streamOf(streams, await signedIn(suspended.email))];
        const fineStream = await streamOf(streams, await signedIn(fine.email));
        await testDb()
          .update(session)
          .set({ expiresAt: new Date(clock.now() - 1000) })
          .where(eq(session.id, idleBrowser.actor?.sessionId ?? ""));
        await testDb()
          .update(session)
          .set({ createdAt: new Date(clock.now() - 31 * 24 * 60 * 60 * 1000) })
          .where(eq(session.id, oldBrowser.actor?.sessionId ?? ""));
        await testDb().insert(accountSuspensions).values({ userId: suspended.userId });
        expect(streams.size).toBe(4);
        await streams.beat();
        expect(checks).toHaveLength(1);
        expect(checks[0]).toHaveLength(4);
        expect(await Promise.all(ending.map(controlEventsUntilEnd))).toEqual([[], [], []]);
        expect(streams.size).toBe(1);
        await stillDelivers(fineStream, fine.userId, "sigue abierta");
        streams.closeAll();
      },
      (sessionIds) => checks.push(sessionIds),
    );
  });
});
