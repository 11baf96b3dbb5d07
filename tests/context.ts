import { loadActor, resolveActor } from "~/features/accounts/actor.server";
import type { Actor } from "~/lib/actor";
import type { Ctx } from "~/lib/context.server";
import type { Locale } from "~/lib/i18n/locales";
import { testDb } from "./setup/test-database";

/** A unique client IP so that rate limits of one test never touch another. */
export function uniqueIp(): string {
  const n = Math.floor(Math.random() * 2 ** 24);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export type TestContextOptions = { actor?: Actor | null; ip?: string; locale?: Locale; headers?: Headers; now?: () => Date; cookies?: string[] };

/** The Cookie header a browser would send back after receiving these Set-Cookie values. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((value) => value.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** A request context as the root middleware would build it: anonymous, Spanish, a fresh IP and the real clock unless told otherwise. */
export function testContext(options: TestContextOptions = {}): Ctx {
  const headers = new Headers(options.headers);
  if (options.cookies?.length) headers.set("cookie", cookieHeader(options.cookies));
  return {
    db: testDb(),
    actor: options.actor ?? null,
    ip: options.ip ?? uniqueIp(),
    locale: options.locale ?? "es",
    headers,
    now: options.now ?? (() => new Date()),
  };
}

/** The context of a browser holding these session cookies: the actor is resolved exactly as for a real request. */
export async function browserContext(setCookies: string[], options: Omit<TestContextOptions, "cookies" | "actor"> = {}): Promise<Ctx> {
  const ctx = testContext({ ...options, cookies: setCookies });
  const { actor } = await resolveActor(ctx.db, ctx.headers, ctx.now());
  return { ...ctx, actor };
}

/** A context acting as an existing user without a browser session (for use cases that only need the actor). */
export async function actingAs(userId: string, options: Omit<TestContextOptions, "actor"> = {}): Promise<Ctx> {
  const actor = await loadActor(testDb(), userId, "");
  if (!actor) throw new Error(`no account ${userId}`);
  return testContext({ ...options, actor });
}
