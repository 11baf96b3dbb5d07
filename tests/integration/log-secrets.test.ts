import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { resolveActor } from "~/features/accounts/actor.server";
import { registerAccount } from "~/features/accounts/registration.server";
import { signIn, signOut } from "~/features/accounts/sign-in.server";
import { sendMessage } from "~/features/messages/messages.server";
import { formFailure, jsonFailure } from "~/lib/error-answer.server";
import { actingAs, testContext } from "../context";
import { createIndividual, signedIn, TEST_PASSWORD, uniqueEmail } from "../factories";
import { capturedLog } from "../log-capture";
import { testDb } from "../setup/test-database";

/**
 * Issue 35 §3: what the log receives while the database fails. A session read, a password sign-in,
 * a registration and a message send each meet a real database error (a PostgreSQL that is not there, or an insert
 * the database refuses), go through the app's own error paths, and the log gets no session token,
 * password, message text or e-mail address.
 */

/** Nothing listens on port 1: every query fails with ECONNREFUSED, as during an outage. */
const DEAD_DATABASE = "postgres://redav@127.0.0.1:1/redav";

let dead: DatabaseHandle;

beforeAll(async () => {
  dead = await openDatabase({ url: DEAD_DATABASE });
});

afterAll(async () => {
  await dead.close();
});

/** The secrets a test handed the app, none of which may appear in `log`. */
function expectNoneIn(log: string, secrets: string[]): void {
  expect(log.length, "the failure was logged").toBeGreaterThan(0);
  for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
}

describe("logs during a database outage", () => {
  it("a signed-in request whose session cannot be read logs the outage without the session token", async () => {
    const member = await createIndividual();
    const browser = await signedIn(member.email);
    const cookie = browser.headers.get("cookie") ?? "";
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(10);
    const log = await capturedLog(async () => {
      const failure = await resolveActor(dead.db, browser.headers, new Date()).catch((error: unknown) => error);
      expect(jsonFailure(testContext(), failure).status).toBe(503);
    });
    expect(log).toContain("database unreachable");
    expectNoneIn(log, [token, member.email]);
  });

  it("better-auth's own error lines (a sign-out that cannot read its session) are JSON lines of the app's log, without the session token", async () => {
    const member = await createIndividual();
    const browser = await signedIn(member.email);
    const token = decodeURIComponent((browser.headers.get("cookie") ?? "").split("=")[1] ?? "").split(".")[0] ?? "";
    const printed: unknown[] = [];
    const spies = (["error", "warn", "log", "info"] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(...args);
      }),
    );
    let log = "";
    try {
      log = await capturedLog(async () => {
        await signOut({ ...browser, db: dead.db });
      });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(printed, "nothing printed outside the JSON log").toEqual([]);
    expect(log).toContain('"source":"better-auth"');
    expectNoneIn(log, [token, member.email]);
  });

  it("a password sign-in while the database is away logs neither the e-mail nor the password", async () => {
    const email = uniqueEmail("apagon");
    const password = "una-clave-que-nadie-debe-leer";
    const log = await capturedLog(async () => {
      const ctx = { ...testContext(), db: dead.db };
      const failure = await signIn(ctx, { email, password }).catch((error: unknown) => error);
      expect(formFailure(ctx, failure, { email, password }).init?.status).toBe(503);
    });
    expectNoneIn(log, [email, password]);
  });
  it("a registration while the database is away logs neither the e-mail nor the password", async () => {
    const email = uniqueEmail("registro");
    const password = "otra clave que nadie debe leer";
    const log = await capturedLog(async () => {
      const ctx = { ...testContext(), db: dead.db };
      const form = { userType: "individual", email, password, firstName: "Ana", lastName: "Apagón" };
      const failure = await registerAccount(ctx, form).catch((error: unknown) => error);
      expect(formFailure(ctx, failure, form).init?.status).toBe(503);
    });
    expectNoneIn(log, [email, password]);
  });
});

describe("logs of a message the database refused", () => {
  it("a send whose insert fails logs the failure without the message's text or subject", async () => {
    const writer = await createIndividual();
    const reader = await createIndividual();
    const ctx = await actingAs(writer.userId);
    // The writer's account disappears between the checks and the insert (an erasure at the same moment): the insert's foreign key refuses it.
    await testDb().delete(user).where(eq(user.id, writer.userId));
    const subject = "Asunto privado de la gira";
    const content = "El código de la puerta del depósito es 4417, no se lo digas a nadie";
    const log = await capturedLog(async () => {
      await expect(sendMessage(ctx, { recipientId: reader.userId, subject, content })).rejects.toMatchObject({ key: "MESSAGE_SEND_FAILED" });
    });
    expect(log).toContain("No se pudo enviar un mensaje");
    expectNoneIn(log, [content, subject, writer.email, reader.email, TEST_PASSWORD]);
  });
});
