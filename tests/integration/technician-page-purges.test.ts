import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailLog } from "~/db/schema/mail";
import { reports, suspensionAppeals } from "~/db/schema/moderation";
import { accountDeletions } from "~/db/schema/privacy";
import { userProfiles } from "~/db/schema/profiles";
import { signIn } from "~/features/accounts/sign-in.server";
import { decideAppeal, sendAppeal } from "~/features/moderation/appeals.server";
import { block, unblock } from "~/features/moderation/blocks.server";
import { suspendFromReport } from "~/features/moderation/report-queue.server";
import { reportProfile } from "~/features/moderation/reports.server";
import { unsuspend } from "~/features/moderation/suspensions.server";
import { cancelDeletion, scheduleDeletion } from "~/features/privacy/account-deletion.server";
import { eraseDueAccounts } from "~/features/privacy/erasure.server";
import { technicianPage } from "~/features/technician-pages/technician-page.server";
import { anonymousPages } from "~/lib/page-cache.server";
import { actingAs, testContext } from "../context";
import { createIndividual, signedIn, TEST_PASSWORD } from "../factories";
import { drainOutbox } from "../outbox";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

const REASON = "Publica anuncios ajenos en los mensajes.";

/** A public technician's page and a visitor's cached copy of it (as server/page-cache.ts stores one). */
async function cachedPublicPage() {
  // A name of its own: an erasure replaces the member's name in every row of the shared database.
  const account = await createIndividual({ names: { firstName: `Cacheada${randomUUID().slice(0, 8)}`, lastName: "Página" } });
  const handle = `t-${randomUUID().slice(0, 12)}`;
  await testDb().update(userProfiles).set({ handle, pageVisibility: "public" }).where(eq(userProfiles.id, account.userId));
  const key = `br es /tecnicos/${handle}`;
  const cache = () =>
    anonymousPages.set(key, `/tecnicos/${handle}`, { body: Buffer.from("página"), contentType: "text/html", contentEncoding: null, scriptHashes: [] });
  cache();
  return { ...account, handle, key, cache, cached: () => anonymousPages.get(key) !== undefined };
}

async function admin() {
  const { userId } = await createIndividual({ isAdmin: true });
  return actingAs(userId);
}

/** A report about `userId` by another member, and its id. */
async function reportAbout(userId: string): Promise<string> {
  const reporter = await createIndividual();
  await reportProfile(await actingAs(reporter.userId), { userId, reason: "spam" });
  const [row] = await testDb().select({ id: reports.id }).from(reports).where(eq(reports.reporterId, reporter.userId));
  return String(row?.id);
}

describe("a visitor's cached technician page is forgotten on every change below the feature (issue 38)", () => {
  it("after a block and an unblock", async () => {
    const page = await cachedPublicPage();
    const other = await createIndividual();
    await block(await actingAs(other.userId), page.userId);
    expect(page.cached()).toBe(false);
    page.cache();
    await unblock(await actingAs(other.userId), page.userId);
    expect(page.cached()).toBe(false);
  });

  it("after a suspension (the page is then 404), a reinstatement, and an appeal lifted", async () => {
    const page = await cachedPublicPage();
    const moderator = await admin();
    await suspendFromReport(moderator, { reportId: await reportAbout(page.userId), reason: REASON });
    expect(page.cached()).toBe(false);
    expect(await refusalOf(technicianPage(testContext(), page.handle))).toMatchObject({ key: "PROFILE_NOT_FOUND", status: 404 });
    page.cache();
    await unsuspend(moderator, { userId: page.userId, reason: "Revisamos el caso: fue un error." });
    expect(page.cached()).toBe(false);
    expect(await technicianPage(testContext(), page.handle)).toMatchObject({ kind: "page" });

    // Only the second suspension's e-mail holds a live appeal link.
    await drainOutbox();
    await testDb().delete(mailLog).where(eq(mailLog.to, page.email));
    await suspendFromReport(moderator, { reportId: await reportAbout(page.userId), reason: REASON });
    await drainOutbox();
    const mails = await testDb().select({ text: mailLog.text }).from(mailLog).where(eq(mailLog.to, page.email));
    const token = mails.map((mail) => mail.text.match(/\/apelar\?token=([A-Za-z0-9_-]{43})/)?.[1]).find(Boolean);
    await sendAppeal(testContext(), { token, message: "Mi cuenta fue usada por otra persona; ya cambié la contraseña." });
    const [appeal] = await testDb().select({ id: suspensionAppeals.id }).from(suspensionAppeals).where(eq(suspensionAppeals.userId, page.userId));
    page.cache();
    await decideAppeal(moderator, { appealId: String(appeal?.id), decision: "lift", reason: "Revisamos el caso: fue un error." });
    expect(page.cached()).toBe(false);
  });

  it("after a deletion is asked for (the page is then 404), cancelled, and the account erased", async () => {
    const page = await cachedPublicPage();
    await scheduleDeletion(await signedIn(page.email), { password: TEST_PASSWORD });
    expect(page.cached()).toBe(false);
    expect(await refusalOf(technicianPage(testContext(), page.handle))).toMatchObject({ key: "PROFILE_NOT_FOUND", status: 404 });
    page.cache();
    const attempt = await signIn(testContext(), { email: page.email, password: TEST_PASSWORD });
    await cancelDeletion(testContext({ cookies: attempt.setCookies }));
    expect(page.cached()).toBe(false);

    await scheduleDeletion(await signedIn(page.email), { password: TEST_PASSWORD });
    await testDb()
      .update(accountDeletions)
      .set({ deleteAfter: new Date(Date.now() - 1000) })
      .where(eq(accountDeletions.userId, page.userId));
    page.cache();
    expect(await eraseDueAccounts({ db: testDb(), now: () => new Date() })).toBeGreaterThanOrEqual(1);
    expect(page.cached()).toBe(false);
    expect(await refusalOf(technicianPage(testContext(), page.handle))).toMatchObject({ key: "PROFILE_NOT_FOUND", status: 404 });
  });
});
