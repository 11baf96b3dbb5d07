import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/db/rows";
import { session, user } from "~/db/schema/auth";
import { companyWebsites } from "~/db/schema/company-sites";
import { jobOffers } from "~/db/schema/job-board";
import { accountDeletions } from "~/db/schema/privacy";
import { userProfiles } from "~/db/schema/profiles";
import { changeAccount } from "~/features/accounts/administration.server";
import { registerAccount } from "~/features/accounts/registration.server";
import { completeTwoFactor, isDeletionPending, signIn } from "~/features/accounts/sign-in.server";
import { confirmTwoFactor, startTwoFactor } from "~/features/accounts/two-factor.server";
import { follow } from "~/features/follows/follows.server";
import { suggestedTechnicians } from "~/features/follows/suggestions.server";
import { applyToOffer } from "~/features/jobs/applications.server";
import { createOffer } from "~/features/jobs/offers.server";
import { conversationThread, listConversations } from "~/features/messages/conversations.server";
import { sendMessage } from "~/features/messages/messages.server";
import { block } from "~/features/moderation/blocks.server";
import { reportProfile } from "~/features/moderation/reports.server";
import { cancelDeletion, GRACE_DAYS, scheduleDeletion } from "~/features/privacy/account-deletion.server";
import { requestExport } from "~/features/privacy/data-exports.server";
import { eraseAccount, eraseDueAccounts } from "~/features/privacy/erasure.server";
import { privacyPolicy } from "~/features/privacy/policy";
import { fileRequest } from "~/features/privacy/privacy-requests.server";
import { viewProfile } from "~/features/profiles/profiles.server";
import { searchTechnicians } from "~/features/profiles/technician-search.server";
import { saveItem } from "~/features/saved/saved-items.server";
import { serverSiteParams } from "~/lib/i18n/site-params.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { withChangedRoles } from "../actors";
import { actingAs, browserContext, testContext } from "../context";
import { createCompany, createIndividual, signedIn, TEST_PASSWORD, uniqueEmail } from "../factories";
import { drainOutbox } from "../outbox";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";
import { totpCode } from "../totp";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A member with a name nobody else in the test database has, so that finding it anywhere means it was left behind. */
async function distinctMember() {
  const tag = randomBytes(5).toString("hex");
  const firstName = `Zoraida${tag}`;
  const lastName = `Quintanilla${tag}`;
  const email = uniqueEmail(`borrar${tag}`);
  const account = await registerAccount(testContext(), { userType: "individual", email, password: TEST_PASSWORD, firstName, lastName, country: "UY" });
  await testDb().update(user).set({ emailVerified: true }).where(eq(user.id, account.userId));
  return { id: account.userId, email, name: `${firstName} ${lastName}`, firstName };
}

/**
 * Every place in the database (each text, JSON or array column of each table) where any of `needles`
 * still appears, but for the `kept` columns (what others wrote or received stays as written).
 */
async function whereFound(needles: string[], kept: string[] = []): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    testDb(),
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'ARRAY')
        order by table_name, column_name`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    if (kept.includes(`${table}.${column}`)) continue;
    for (const needle of needles) {
      const [row] = await queryRows<{ n: number | string }>(
        testDb(),
        sql`select count(*)::int as n from ${sql.identifier(table)} where strpos(${sql.identifier(column)}::text, ${needle}) > 0`,
      );
      if (Number(row?.n ?? 0) > 0) found.push(`${table}.${column} ∋ ${needle}`);
    }
  }
  return found;
}

describe("deleting one's account (issue 25 §1)", () => {
  it("needs the password, then ends every session, hides the profile and mails the date; a wrong password changes nothing", async () => {
    const member = await distinctMember();
    const browser = await signedIn(member.email);
    const other = await signedIn(member.email);
    const viewer = await createIndividual();
    const viewerCtx = await actingAs(viewer.userId);
    expect(await refusalOf(scheduleDeletion(browser, { password: "no es la contraseña" }))).toMatchObject({ key: "CURRENT_PASSWORD_WRONG", status: 400 });
    expect(await testDb().select().from(accountDeletions).where(eq(accountDeletions.userId, member.id))).toHaveLength(0);

    expect((await suggestedTechnicians(viewerCtx, 50)).map((card) => card.id)).toContain(member.id);
    const { deleteAfter, setCookies } = await scheduleDeletion(browser, { password: TEST_PASSWORD });
    expect(deleteAfter.getTime() - Date.now()).toBeGreaterThan((GRACE_DAYS - 1) * DAY_MS);
    expect(setCookies.join(";")).toMatch(/redav[^=]*session_token=;|Max-Age=0/);
    expect(await testDb().select().from(session).where(eq(session.userId, member.id))).toHaveLength(0);
    expect((await browserContext(other.cookies)).actor).toBeNull();
    expect(await refusalOf(viewProfile(viewerCtx, member.id))).toMatchObject({ status: 404 });
    expect(await refusalOf(sendMessage(viewerCtx, { recipientId: member.id, subject: "Hola", content: "¿Estás?" }))).toMatchObject({ status: 404 });
    const found = await searchTechnicians(viewerCtx, { q: member.firstName, skills: [], country: "", city: "", page: 1, seed: 0 });
    expect(JSON.stringify(found)).not.toContain(member.id);
    expect((await suggestedTechnicians(viewerCtx, 50)).map((card) => card.id)).not.toContain(member.id);
    await drainOutbox();
    const [mail] = await queryRows<{ subject: string }>(
      testDb(),
      sql`select subject from mail_log where "to" = ${member.email} and template = 'account-deletion-scheduled'`,
    );
    expect(mail?.subject).toBe("Programaste la eliminación de tu cuenta de RedAV");
    expect(await refusalOf(scheduleDeletion(await actingAs(viewer.userId), {}))).toMatchObject({ key: "CURRENT_PASSWORD_WRONG" });
  });

  it("asks for the 2FA code when it is on, and accepts a code once", async () => {
    const person = await createIndividual();
    const me = await signedIn(person.email);
    const setup = await startTwoFactor(me, { password: TEST_PASSWORD });
    const secret = new URL(setup.totpURI).searchParams.get("secret") ?? "";
    const at = Date.now();
    await confirmTwoFactor(me, { code: totpCode(secret, at + 30_000) });
    const pending = await signIn(testContext(), { email: person.email, password: TEST_PASSWORD });
    const done = await completeTwoFactor(testContext({ cookies: pending.setCookies }), { code: totpCode(secret, at) });
    if (isDeletionPending(done)) throw new Error("not scheduled yet");
    const browser = await browserContext(done.setCookies);
    expect(await refusalOf(scheduleDeletion(browser, { password: TEST_PASSWORD }))).toMatchObject({ key: "DELETION_CODE_REQUIRED", field: "code" });
    expect(await refusalOf(scheduleDeletion(browser, { password: TEST_PASSWORD, code: "000000" }))).toMatchObject({ key: "TOTP_INVALID" });
    expect(await refusalOf(scheduleDeletion(browser, { password: TEST_PASSWORD, code: totpCode(secret, at) }))).toMatchObject({ key: "TOTP_INVALID" });
    // A code of a step the app accepts now (its own, or one either side) that neither the confirmation nor the sign-in used.
    const used = new Set([totpCode(secret, at), totpCode(secret, at + 30_000)]);
    const now = Date.now();
    const fresh = [now - 30_000, now, now + 30_000].map((instant) => totpCode(secret, instant)).find((code) => !used.has(code)) ?? "";
    expect(await refusalOf(scheduleDeletion(browser, { password: TEST_PASSWORD, code: fresh }))).toBe("OK");
  });

  it("signing in during the 14 days offers to cancel; cancelling restores the account, a company's website and its offers", async () => {
    const company = await createCompany();
    const owner = await signedIn(company.email);
    const [offer] = [
      await createOffer(owner, {
        title: "Técnico de sonido",
        description: "Gira.",
        country: "UY",
        jobType: "freelance",
        category: ["audio"],
        publish: true,
      }),
    ];
    await testDb()
      .insert(companyWebsites)
      .values({ companyId: company.userId, slug: null, isPublished: true, previewToken: randomBytes(8).toString("hex") });
    await scheduleDeletion(owner, { password: TEST_PASSWORD });
    const [site] = await testDb().select().from(companyWebsites).where(eq(companyWebsites.companyId, company.userId));
    expect(site?.isPublished).toBe(false);
    const [closed] = await testDb().select({ status: jobOffers.status }).from(jobOffers).where(eq(jobOffers.id, offer.id));
    expect(closed?.status).toBe("closed");

    const attempt = await signIn(testContext(), { email: company.email, password: TEST_PASSWORD });
    expect(attempt.kind).toBe("deletion-pending");
    expect(await testDb().select().from(session).where(eq(session.userId, company.userId))).toHaveLength(0);
    expect(await refusalOf(cancelDeletion(testContext()))).toMatchObject({ key: "DELETION_TICKET_INVALID", status: 400 });
    const forged = testContext({ cookies: [attempt.setCookies[0].replace(/\.[^.;]+;/, ".falsa;")] });
    expect(await refusalOf(cancelDeletion(forged))).toMatchObject({ key: "DELETION_TICKET_INVALID" });

    const kept = await cancelDeletion(testContext({ cookies: attempt.setCookies }));
    expect(kept.setCookies[0]).toContain("Max-Age=0");
    expect(await testDb().select().from(accountDeletions).where(eq(accountDeletions.userId, company.userId))).toHaveLength(0);
    const [back] = await testDb().select().from(companyWebsites).where(eq(companyWebsites.companyId, company.userId));
    expect(back?.isPublished).toBe(true);
    const [reopened] = await testDb().select({ status: jobOffers.status }).from(jobOffers).where(eq(jobOffers.id, offer.id));
    expect(reopened?.status).toBe("active");
    expect((await signIn(testContext(), { email: company.email, password: TEST_PASSWORD })).kind).toBe("signed-in");
  });

  it("a wrong password during the 14 days reveals nothing and gives no permission", async () => {
    const member = await distinctMember();
    await scheduleDeletion(await signedIn(member.email), { password: TEST_PASSWORD });
    expect(await refusalOf(signIn(testContext(), { email: member.email, password: "otra cosa" }))).toMatchObject({ key: "LOGIN_FAILED" });
  });

  it("the last admin cannot leave without appointing another; with another admin, an admin may", async () => {
    const admin = await createIndividual({ isAdmin: true });
    await createIndividual({ isAdmin: true });
    const actor = (await actingAs(admin.userId)).actor;
    if (!actor) throw new Error("no actor");
    // Other tests share this database and its admins, so the count is given to the rule rather than made true by demoting them.
    expect(privacyPolicy.can(actor, "deleteOwnAccount", 0)).toBe(false);
    expect(privacyPolicy.can(withChangedRoles(actor, { isAdmin: false }), "deleteOwnAccount", 0)).toBe(true);
    expect(await refusalOf(scheduleDeletion(await signedIn(admin.email), { password: TEST_PASSWORD }))).toBe("OK");
  });
});

describe("erasing an account after its 14 days (issue 25 §1)", () => {
  it("leaves no personal data anywhere, keeps the others' conversations readable, frees the e-mail and never reuses the member number", async () => {
    const member = await distinctMember();
    const friend = await createIndividual();
    const company = await createCompany();
    const admin = await createIndividual({ isAdmin: true });
    const me = await signedIn(member.email);
    const friendCtx = await actingAs(friend.userId);
    const companyCtx = await signedIn(company.email);
    const adminCtx = await actingAs(admin.userId);
    const [profile] = await testDb().select({ number: userProfiles.memberNumber }).from(userProfiles).where(eq(userProfiles.id, member.id));

    // A life on the network: follows both ways, messages both ways, an application, a block, a report, saved items, requests, files.
    await follow(me, friend.userId);
    await follow(friendCtx, member.id);
    await sendMessage(me, { recipientId: friend.userId, subject: "Consola", content: `Te escribe ${member.name} por la consola.` });
    await sendMessage(friendCtx, { recipientId: member.id, subject: "Re: Consola", content: "Dale, la llevo el sábado." });
    const offer = await createOffer(companyCtx, {
      title: "Operador de luces",
      description: "Festival.",
      country: "CL",
      jobType: "freelance",
      category: ["lighting"],
      publish: true,
    });
    await applyToOffer(me, { jobId: offer.id, coverLetter: `Soy ${member.name}, trabajé en festivales.` });
    const stranger = await createIndividual();
    await block(me, stranger.userId);
    await reportProfile(await actingAs(stranger.userId), { userId: member.id, reason: "spam", details: "Publicidad." });
    await saveItem(me, { itemType: "course", itemId: "1" }).catch(() => undefined);
    await fileRequest(me, { kind: "access", details: `Quiero saber qué datos tienen de ${member.name}.` });
    await changeAccount(adminCtx, { change: "level", accountId: member.id, value: "silver" });
    await requestExport(me);
    await drainOutbox();
    await fileStore(testDb()).put("profile-images", `${member.id}/foto.webp`, { bytes: Buffer.from("foto"), contentType: "image/webp" });

    await scheduleDeletion(await signedIn(member.email), { password: TEST_PASSWORD });
    await drainOutbox();
    // Not due yet: nothing happens before the 14 days. Then the clock of this one deletion is moved to its end (other tests' deletions stay not due).
    const pending = { userId: member.id };
    expect(await eraseDueAccounts({ db: testDb(), now: () => new Date() })).toBe(0);
    expect(await testDb().select().from(accountDeletions).where(eq(accountDeletions.userId, pending.userId))).toHaveLength(1);
    await testDb()
      .update(accountDeletions)
      .set({ deleteAfter: new Date(Date.now() - 1000) })
      .where(eq(accountDeletions.userId, pending.userId));
    expect(await eraseDueAccounts({ db: testDb(), now: () => new Date() })).toBe(1);

    // A message the member wrote stays as written for the friend who received it (it names its author in its text here).
    expect(await whereFound([member.id, member.email, member.name, member.firstName], ["messages.content"])).toEqual([]);
    expect(await fileStore(testDb()).get("profile-images", `${member.id}/foto.webp`)).toBeNull();

    // The friend still reads both sides of the conversation, with the ex-member.
    const conversations = await listConversations(friendCtx, 1);
    const formerMemberName = `Ex-miembro de ${serverSiteParams().siteName}`;
    const former = conversations.conversations.find((item) => item.counterpart.name === formerMemberName);
    expect(former).toBeDefined();
    const thread = await conversationThread(friendCtx, former?.counterpart.id ?? "");
    expect(thread.messages.map((message) => message.subject)).toEqual(["Consola", "Re: Consola"]);
    expect(thread.messages[0]?.content).toBe(`Te escribe ${member.name} por la consola.`);
    expect(thread.counterpart.name).toBe(formerMemberName);

    // The e-mail registers again, with a new, higher member number.
    const again = await registerAccount(testContext(), {
      userType: "individual",
      email: member.email,
      password: TEST_PASSWORD,
      firstName: "Nueva",
      lastName: "Cuenta",
    });
    const [renewed] = await testDb().select({ number: userProfiles.memberNumber }).from(userProfiles).where(eq(userProfiles.id, again.userId));
    expect(renewed?.number).toBeGreaterThan(profile?.number ?? 0);
  });

  it("the audit log stays append-only for everything but an erasure", async () => {
    await expect(testDb().execute(sql`update admin_audit set ip = 'x' where id = (select max(id) from admin_audit)`)).rejects.toThrow();
    await expect(testDb().execute(sql`delete from admin_audit where id = (select max(id) from admin_audit)`)).rejects.toThrow();
  });

  it("an account that no longer exists is nothing to erase", async () => {
    expect(await testDb().transaction((tx) => eraseAccount(tx as never, "no-existe", new Date()))).toBe(false);
  });
});
