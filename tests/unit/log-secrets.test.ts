import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { logger } from "~/lib/logger.server";
import { capturedLog } from "../log-capture";

/** Issue 35 §3: whatever a log call is handed, the line written carries no parameter, cookie, token, password, body or address. */

const TOKEN = "q8Zt3sesiondelusuario0123456789";
const EMAIL = "lucia.fernandez@ejemplo.com.uy";
const TEXT = "El código del depósito es 4417";

/** A unique-key refusal as node-postgres reports it: its detail quotes the row's values. */
function duplicateKey(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "user_email_unique"'), {
    code: "23505",
    constraint: "user_email_unique",
    table: "user",
    detail: `Key (email)=(${EMAIL}) already exists.`,
  });
}

function entriesOf(text: string): Record<string, unknown>[] {
  return text
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("errors in the log", () => {
  it("a failed query is written with its statement's shape and its cause's code, never its parameters nor the row's values", async () => {
    const query = 'insert into "messages" ("sender_id", "content") values ($1, $2)';
    const error = new DrizzleQueryError(query, [TOKEN, TEXT, EMAIL], duplicateKey());
    const text = await capturedLog(async () => logger.error({ err: error }, "send failed"));
    for (const secret of [TOKEN, TEXT, EMAIL, "params:"]) expect(text).not.toContain(secret);
    const [entry] = entriesOf(text);
    const err = entry?.err as { message: string; stack: string; query: string; cause: { code: string; constraint: string; detail?: string } };
    expect(err.message).toBe(`Failed query: ${query}`);
    expect(err.stack).toContain(`Failed query: ${query}`);
    expect(err.query).toBe(query);
    expect(err.cause).toMatchObject({ code: "23505", constraint: "user_email_unique" });
    expect(err.cause.detail).toBeUndefined();
  });

  it("an error that copied such a message, an AggregateError's inner errors and an address in any message lose them too", async () => {
    const inner = new DrizzleQueryError("select 1 from session where token = $1", [TOKEN]);
    const wrapper = new Error(`sign-in failed: ${inner.message}`, { cause: inner });
    const aggregate = new AggregateError([new Error(`no mailbox for ${EMAIL}`), wrapper], "two failures");
    const text = await capturedLog(async () => logger.warn({ err: aggregate }, "outage"));
    for (const secret of [TOKEN, EMAIL, "params:"]) expect(text).not.toContain(secret);
    expect(text).toContain("select 1 from session where token = $1");
  });

  it("a file path with an @ in a stack frame is kept whole: only addresses are replaced", async () => {
    const error = new Error(`no mailbox for ${EMAIL}`);
    error.stack = `Error: no mailbox for ${EMAIL}\n    at send (file:///srv/redav/node_modules/.pnpm/better-call@1.0.3/node_modules/better-call/dist/endpoint.mjs:57:11)`;
    const text = await capturedLog(async () => logger.error({ err: error }, "mail failed"));
    expect(text).not.toContain(EMAIL);
    expect(text).toContain("no mailbox for <e-mail>");
    expect(text).toContain("better-call@1.0.3/node_modules/better-call/dist/endpoint.mjs:57:11");
  });
});

describe("fields that are secret by name", () => {
  it("cookies, authorization, tokens, passwords, bodies, message content and e-mail addresses are censored at the top level and one object down", async () => {
    const text = await capturedLog(async () =>
      logger.warn(
        {
          headers: { cookie: `redav.session_token=${TOKEN}`, authorization: `Bearer ${TOKEN}` },
          token: TOKEN,
          password: "una clave",
          email: EMAIL,
          body: TEXT,
          input: { content: TEXT, sessionToken: TOKEN },
        },
        "a careless call",
      ),
    );
    for (const secret of [TOKEN, EMAIL, TEXT, "una clave"]) expect(text).not.toContain(secret);
    expect(entriesOf(text)[0]).toMatchObject({ msg: "a careless call", token: "[redacted]", headers: { cookie: "[redacted]" } });
  });
});
