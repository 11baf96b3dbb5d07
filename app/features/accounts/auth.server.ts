import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import type { Db } from "~/db/client.server";
import * as authSchema from "~/db/schema/auth";
import { isSuspended } from "~/features/moderation/public.server";
import { pendingDeletionOf } from "~/features/privacy/public.server";
import { authSecret } from "~/lib/auth-secret.server";
import type { Ctx } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { queueMail } from "~/lib/mail/mail-queue.server";
import { authLog } from "./auth-log.server";
import { PASSWORD_MIN } from "./password-policy";

const DAY_SECONDS = 60 * 60 * 24;

/** A verification link works for a day (it is made when the outbox mails it, see verification-mail.server.ts). */
export const VERIFY_LINK_SECONDS = DAY_SECONDS;

/** Sessions end after 7 days without use (each day of use renews them); the 30-day absolute limit is checked in actor.server.ts. */
export const SESSION_IDLE_SECONDS = 7 * DAY_SECONDS;
export const SESSION_ABSOLUTE_SECONDS = 30 * DAY_SECONDS;

// Our policy counts characters (code points); better-auth counts UTF-16 units, so its bounds only need to be wider.
const AUTH_PASSWORD_MAX_UNITS = 512;

function createAuth(db: Db) {
  const config = env();
  return betterAuth({
    appName: config.SITE_NAME,
    baseURL: config.PUBLIC_URL,
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: [new URL(config.PUBLIC_URL).origin],
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    user: {
      additionalFields: {
        userType: { type: "string", required: false, defaultValue: "individual", input: false },
        type: { type: "string", required: false, defaultValue: "individual", input: false },
        isCompany: { type: "boolean", required: false, defaultValue: false, input: false },
        isAdmin: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: AUTH_PASSWORD_MAX_UNITS,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Queued, not sent: answering as fast for a known e-mail as for an unknown one reveals nothing.
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
        await queueMail(db, user.email, { name: "password-reset", url });
      },
    },
    // Verification links are made and mailed by the outbox (verification-mail.server.ts); better-auth only checks them.
    emailVerification: { sendOnSignUp: false, autoSignInAfterVerification: true, expiresIn: VERIFY_LINK_SECONDS },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: DAY_SECONDS },
    databaseHooks: {
      // Decision 016: a suspended account gets no session, whichever flow asks for one (sign-in, two-factor, verification link).
      session: {
        create: {
          before: async (created) => {
            if (await isSuspended(db, created.userId)) throw APIError.from("FORBIDDEN", { code: "ACCOUNT_SUSPENDED", message: "Account suspended" });
            // Issue 25 §1: an account whose deletion is scheduled gets no session either; the message names it for the sign-in's offer to cancel.
            if (await pendingDeletionOf(db, created.userId)) throw APIError.from("FORBIDDEN", { code: "ACCOUNT_DELETION_PENDING", message: created.userId });
          },
        },
      },
    },
    // Not mounted over HTTP (decision 003): every flow is a server action behind our own limits.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "redav",
      useSecureCookies: config.PUBLIC_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    logger: { level: "error", log: authLog },
    plugins: [twoFactor({ issuer: config.SITE_NAME })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<Db, Auth>();

/** better-auth bound to exactly this database handle (a transaction gets its own), so its queries never wait on another connection. */
export function authFor(db: Db): Auth {
  let instance = instances.get(db);
  if (!instance) {
    instance = createAuth(db);
    instances.set(db, instance);
  }
  return instance;
}

/** Headers for better-auth server calls: the caller's cookies and user agent, with the client IP the server trusted. */
export function authHeaders(ctx: Pick<Ctx, "headers" | "ip">): Headers {
  const headers = new Headers();
  const cookie = ctx.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const agent = ctx.headers.get("user-agent");
  if (agent) headers.set("user-agent", agent);
  headers.set("x-forwarded-for", ctx.ip);
  return headers;
}

/** The Set-Cookie values of a better-auth answer. */
export function setCookiesOf(headers: Headers | undefined | null): string[] {
  return headers?.getSetCookie?.() ?? [];
}

/** The account a refused session was for, when better-auth refused it because the account's deletion is scheduled. */
export function deletionPendingAccount(error: unknown): string | null {
  if (authErrorCode(error) !== "ACCOUNT_DELETION_PENDING") return null;
  const message = (error as { body?: { message?: unknown } }).body?.message;
  return typeof message === "string" && message ? message : null;
}

/** The better-auth error code carried by a thrown APIError (e.g. INVALID_EMAIL_OR_PASSWORD), if any. */
export function authErrorCode(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const body = (error as { body?: { code?: unknown } }).body;
  return typeof body?.code === "string" ? body.code : undefined;
}
