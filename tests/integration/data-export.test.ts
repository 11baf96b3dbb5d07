import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { strFromU8, unzipSync } from "fflate";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/db/rows";
import { user } from "~/db/schema/auth";
import { dataExports } from "~/db/schema/privacy";
import { changeAccount } from "~/features/accounts/administration.server";
import { registerAccount } from "~/features/accounts/registration.server";
import { createEvent } from "~/features/events/event-editor.server";
import { follow } from "~/features/follows/follows.server";
import { applyToOffer } from "~/features/jobs/applications.server";
import { createOffer } from "~/features/jobs/offers.server";
import { createCourse } from "~/features/learning/course-editor.server";
import { sendMessage } from "~/features/messages/messages.server";
import { block } from "~/features/moderation/blocks.server";
import { deleteExpiredExports, EXPORT_VALID_MS, exportDownload, myExports, requestExport } from "~/features/privacy/data-exports.server";
import { exportSectionsInOrder } from "~/features/privacy/personal-data-registry.server";
import { fileRequest } from "~/features/privacy/privacy-requests.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { actingAs, testContext } from "../context";
import { eventFields } from "../events";
import { createCompany, createIndividual, signedIn, TEST_PASSWORD, uniqueEmail } from "../factories";
import { courseFields } from "../learning";
import { drainOutbox } from "../outbox";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

const HOUR_MS = 60 * 60 * 1000;

async function namedMember() {
  const tag = randomBytes(4).toString("hex");
  const email = uniqueEmail(`copia${tag}`);
  const account = await registerAccount(testContext(), {
    userType: "individual",
    email,
    password: TEST_PASSWORD,
    firstName: `Maite${tag}`,
    lastName: "Ocampo",
  });
  await testDb().update(user).set({ emailVerified: true }).where(eq(user.id, account.userId));
  return { id: account.userId, email, name: `Maite${tag} Ocampo` };
}

/** The member's ready export, downloaded and unzipped: its files by path. */
async function downloadedZip(ctx: Awaited<ReturnType<typeof actingAs>>, id: number): Promise<Record<string, Uint8Array>> {
  const { bytes, fileName } = await exportDownload(ctx, String(id));
  expect(fileName).toMatch(/^redav-mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);
  return unzipSync(new Uint8Array(bytes));
}

describe("a member's data export (issue 25 §1)", () => {
  it("holds every kind of data the member owns, as JSON and a readable page, and nothing of anyone else's", async () => {
    const member = await namedMember();
    const me = await signedIn(member.email);
    const friend = await createIndividual();
    const friendCtx = await actingAs(friend.userId);
    const third = await createIndividual();
    const thirdCtx = await actingAs(third.userId);
    const company = await createCompany();
    const companyCtx = await signedIn(company.email);
    const admin = await createIndividual({ isAdmin: true });

    await follow(me, friend.userId);
    await follow(friendCtx, member.id);
    await sendMessage(me, { recipientId: friend.userId, subject: "Consola digital", content: "¿Me prestas la X32 el sábado?" });
    await sendMessage(friendCtx, { recipientId: member.id, subject: "Re: Consola digital", content: "Sí, pasa a buscarla." });
    // A third user's messages to others are theirs and the friend's: they never appear in the member's export.
    await sendMessage(thirdCtx, { recipientId: friend.userId, subject: "Asunto ajeno", content: "Texto que no es de la socia" });
    const offer = await createOffer(companyCtx, {
      title: "Microfonista",
      description: "Teatro.",
      country: "PE",
      jobType: "freelance",
      category: ["audio"],
      publish: true,
    });
    await applyToOffer(me, { jobId: offer.id, coverLetter: "Tengo experiencia en teatro." });
    await block(me, third.userId);
    await fileRequest(me, { kind: "correction", details: "Mi ciudad figura mal en el perfil." });
    await changeAccount(await actingAs(admin.userId), { change: "level", accountId: member.id, value: "gold" });
    await fileStore(testDb()).put("profile-images", `${member.id}/retrato.webp`, { bytes: Buffer.from("retrato"), contentType: "image/webp" });
    await drainOutbox();

    const requested = await requestExport(me);
    expect(requested.status).toBe("pending");
    expect(await refusalOf(exportDownload(me, String(requested.id)))).toMatchObject({ key: "PRIVACY_EXPORT_NOT_READY", status: 409 });
    await drainOutbox();
    const [ready] = await myExports(me);
    expect(ready).toMatchObject({ id: requested.id, status: "ready" });

    const zip = await downloadedZip(me, requested.id);
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(["datos.json", "datos.html", `archivos/profile-images/${member.id}/retrato.webp`]));
    const data = JSON.parse(strFromU8(zip["datos.json"] ?? new Uint8Array()));
    expect(data.account[0]).toMatchObject({ id: member.id, email: member.email });
    expect(data.profile[0]).toMatchObject({ first_name: member.name.split(" ")[0], membership_level: "gold" });
    expect(data.following).toEqual([expect.objectContaining({ account_id: friend.userId })]);
    expect(data.followers).toEqual([expect.objectContaining({ account_id: friend.userId })]);
    expect(data.messagesSent.map((row: { subject: string }) => row.subject)).toEqual(["Consola digital"]);
    expect(data.messagesReceived.map((row: { subject: string }) => row.subject)).toEqual(["Re: Consola digital"]);
    expect(data.applications[0]).toMatchObject({ job_title: "Microfonista", cover_letter: "Tengo experiencia en teatro." });
    expect(data.blocked).toEqual([expect.objectContaining({ account_id: third.userId })]);
    expect(data.privacyRequests[0]).toMatchObject({ kind: "correction" });
    expect(data.adminActionsAboutMe[0]).toMatchObject({ action: "account.level", after: { level: "gold" } });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.mailSent.length).toBeGreaterThan(0);
    expect(data.notifications.map((row: { title: string }) => row.title)).toEqual(expect.arrayContaining(["Tu nivel de membresía cambió"]));
    const everything = strFromU8(zip["datos.json"] ?? new Uint8Array()) + strFromU8(zip["datos.html"] ?? new Uint8Array());
    expect(everything).not.toContain("Asunto ajeno");
    expect(everything).not.toContain("Texto que no es de la socia");
    // No secret ever leaves: password hashes, session tokens, 2FA secrets.
    expect(everything).not.toMatch(/"(password|token|secret|backup_codes)"/);
    const page = strFromU8(zip["datos.html"] ?? new Uint8Array());
    expect(page).toContain("<h2>Mensajes enviados</h2>");
    expect(page).toContain("¿Me prestas la X32 el sábado?");
    expect(page).not.toContain("<script");
  });

  it("carries certificates as Open Badges and registered events as a calendar file", async () => {
    const member = await namedMember();
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId);
    const course = await createCourse(admin, courseFields(`Curso ${randomBytes(3).toString("hex")}`));
    const event = await createEvent(admin, eventFields(`Encuentro ${randomBytes(3).toString("hex")}`));
    await testDb().execute(sql`insert into certificates (id, user_id, course_id, holder_name, course_title, duration_hours, completed_at, issued_at)
                               values (${randomBytes(16).toString("base64url")}, ${member.id}, ${course.id}, ${member.name}, 'Curso de prueba', 4, now(), now())`);
    await testDb().execute(sql`insert into event_registrations (event_id, user_id, status) values (${event.id}, ${member.id}, 'registered')`);
    const me = await signedIn(member.email);
    const requested = await requestExport(me);
    await drainOutbox();
    const zip = await downloadedZip(me, requested.id);
    const badge = Object.keys(zip).find((path) => path.startsWith("certificados/"));
    const credential = JSON.parse(strFromU8(zip[badge ?? ""] ?? new Uint8Array()));
    expect(credential.type).toEqual(expect.arrayContaining(["VerifiableCredential", "OpenBadgeCredential"]));
    const calendar = new ICAL.Component(ICAL.parse(strFromU8(zip["eventos.ics"] ?? new Uint8Array())));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
  });

  it("is one per 24 hours (two clicks at once make one), and only its owner downloads it, for 7 days", async () => {
    const member = await namedMember();
    const me = await signedIn(member.email);
    const [first, second] = await Promise.allSettled([requestExport(me), requestExport(me)]);
    const made = [first, second].filter((outcome) => outcome.status === "fulfilled");
    expect(made).toHaveLength(1);
    expect(await refusalOf(requestExport(me))).toMatchObject({ key: "PRIVACY_EXPORT_TOO_SOON", status: 429 });
    await drainOutbox();
    const [mine] = await myExports(me);
    if (!mine) throw new Error("no export");

    const other = await createIndividual();
    expect(await refusalOf(exportDownload(await actingAs(other.userId), String(mine.id)))).toMatchObject({ key: "PRIVACY_EXPORT_NOT_FOUND", status: 404 });
    expect(await refusalOf(exportDownload(testContext(), String(mine.id)))).toMatchObject({ status: 401 });
    expect(await refusalOf(exportDownload(me, "999999999"))).toMatchObject({ status: 404 });
    expect(await refusalOf(exportDownload(me, "1; drop table users"))).toMatchObject({ status: 404 });

    const inEightDays = new Date(Date.now() + EXPORT_VALID_MS + HOUR_MS);
    const late = { ...me, now: () => inEightDays };
    expect(await refusalOf(exportDownload(late, String(mine.id)))).toMatchObject({ key: "PRIVACY_EXPORT_EXPIRED", status: 410 });
    expect((await myExports(late))[0]?.status).toBe("expired");
    const [row] = await testDb().select().from(dataExports).where(eq(dataExports.id, mine.id));
    expect(await deleteExpiredExports({ db: testDb(), now: () => inEightDays })).toBeGreaterThanOrEqual(1);
    expect(await fileStore(testDb()).get("data-exports", row?.fileKey ?? "")).toBeNull();
    // A day later the member may ask again.
    const tomorrow = { ...me, now: () => new Date(Date.now() + 25 * HOUR_MS) };
    expect(await refusalOf(requestExport(tomorrow))).toBe("OK");
  });

  it("tells the member in the app and by e-mail when it is ready", async () => {
    const member = await namedMember();
    const me = await signedIn(member.email);
    await requestExport(me);
    await drainOutbox();
    const [notice] = await queryRows<{ title_key: string }>(
      testDb(),
      sql`select title_key from notifications where user_id = ${member.id} and title_key = 'privacyExport.title'`,
    );
    expect(notice).toBeDefined();
    const [mail] = await queryRows<{ subject: string }>(
      testDb(),
      sql`select subject from mail_log where "to" = ${member.email} and template = 'privacy-export-ready'`,
    );
    expect(mail?.subject).toBe("Tu copia de datos de RedAV está lista");
  });

  it("every table of the database is either read by a section of the export or left out for a stated reason", async () => {
    const dialect = new PgDialect();
    const owner = { id: "id", email: "email" };
    const read = exportSectionsInOrder()
      .map((section) => dialect.sqlToQuery(section.query(owner)).sql)
      .join("\n");
    const LEFT_OUT: Record<string, string> = {
      account: "credentials: the password hash",
      two_factor: "the 2FA secret and backup codes (the account section says whether 2FA is on)",
      used_totp_codes: "codes already used, kept two minutes against replays",
      verification: "e-mail and password-reset tokens",
      request_limits: "abuse counters, kept minutes",
      outbox: "the app's queue of work, kept a day",
      job_runs: "the periodic jobs' clock",
      app_secrets: "the server's own secrets",
      stored_files: "the member's files are in the archive's archivos folder",
      job_offer_views: "daily view counters of offers, hashed and kept a day",
      notification_email_state: "when the last digest was mailed",
      push_deliveries: "which device a notification was already pushed to (bookkeeping that keeps a push from being sent twice)",
      notifications: "rendered in the member's language by the builder (section notifications)",
      course_lessons: "the courses' content, named in lessonProgress",
      courses: "content of RedAV, named in enrollments and coursesTaught",
      events: "content of RedAV, named in eventRegistrations and eventsOrganized (and eventos.ics)",
      news: "content of RedAV, named in newsWritten",
      library_documents: "content of RedAV, named in documentsUploaded",
      user_profiles: "read by the profile section",
      company_profiles: "read by the companyProfile section",
      availability_holds: "a copy of the technician's holding bookings, read by the bookings section",
      assessment_questions: "the courses' question banks; the questions drawn for the member are in assessmentAttempts",
      credential_signing_keys: "the network's own signing keys (public halves published at /credentials/keys)",
      credential_status_lists: "the network's published status lists; the member's place in them is in certificates",
    };
    const tables = await queryRows<{ table_name: string }>(
      testDb(),
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '\\_\\_%' order by table_name`,
    );
    const unaccounted = tables.map((row) => row.table_name).filter((table) => !LEFT_OUT[table] && !new RegExp(`\\b(from|join) "?${table}"?\\b`).test(read));
    expect(unaccounted).toEqual([]);
  });
});
