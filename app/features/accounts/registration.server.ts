import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import { isUniqueViolation } from "~/db/errors";
import { rawQuery } from "~/db/raw-query";
import { account, session, user } from "~/db/schema/auth";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import type { UserType } from "~/lib/actor";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { chosenLocale } from "~/lib/i18n/locale.server";
import { logger } from "~/lib/logger.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { parseInput } from "~/lib/parse-input.server";
import { consumeLimit } from "~/lib/rate-limit.server";
import { emailOnlyInput, type RegistrationInput, registrationInput } from "./accounts.schemas";
import { authErrorCode, authFor, authHeaders, setCookiesOf } from "./auth.server";
import { LIMITS } from "./limits";
import { requireAcceptablePassword } from "./passwords.server";
import { ensureProfile } from "./profile-bootstrap.server";
import { requestVerificationMail } from "./verification-mail.server";

export type RegisteredAccount = { userId: string; email: string; userType: UserType; memberNumber: number };

/** Spec §5 checks in the spec's order, each with its exact message, then the password policy (which knows the e-mail and names). */
export function parseRegistration(raw: Record<string, unknown>): RegistrationInput {
  const email = typeof raw.email === "string" ? raw.email.trim() : "";
  const password = typeof raw.password === "string" ? raw.password : "";
  if (!email || !password) throw new AppError("EMAIL_PASSWORD_REQUIRED", 400, {}, email ? "password" : "email");
  const userType = raw.userType === undefined || raw.userType === "" ? "individual" : raw.userType;
  if (userType !== "individual" && userType !== "company") throw new AppError("INVALID_USER_TYPE", 400, {}, "userType");
  const input = parseInput(registrationInput, { ...raw, userType, email });
  const names = input.userType === "individual" ? [input.firstName, input.lastName] : [input.companyName];
  requireAcceptablePassword(input.password, { email: input.email, names }, "password");
  return input;
}

const REGISTERED_KIND = rawQuery(
  "accounts.registered-kind",
  (email: string) => sql<{ kind: string }>`
    select 'company' as kind from ${companyProfiles} where ${companyProfiles.email} = ${email}
    union all
    select 'individual' as kind from ${userProfiles} where ${userProfiles.email} = ${email}
    union all
    select ${user.userType} as kind from ${user} where ${user.email} = ${email}
    limit 1`,
  [["ana@example.com"]],
);

/** Which account type already uses this e-mail (either profile table or the auth user), if any. */
async function registeredTypeOf(ctx: Pick<Ctx, "db">, email: string): Promise<UserType | null> {
  const rows = await REGISTERED_KIND.rows(ctx.db, email);
  const kind = rows[0]?.kind;
  return kind === "company" ? "company" : kind ? "individual" : null;
}

const alreadyExists = (type: UserType) => new AppError("EMAIL_ALREADY_EXISTS", 409, { type }, "email");

/**
 * Creates the auth user (with the language the visitor chose, if any), its password credential and
 * its profile (with the next member number) in one transaction, and with `mailVerification` the
 * outbox event that mails the verification link (so a sign-up never commits without it). The user
 * is not signed in; an e-mail already used in any table is refused.
 */
export async function registerAccount(ctx: Ctx, raw: Record<string, unknown>, options: { mailVerification?: boolean } = {}): Promise<RegisteredAccount> {
  const input = parseRegistration(raw);
  const existing = await registeredTypeOf(ctx, input.email);
  if (existing) throw alreadyExists(existing);
  const passwordHash = await hashPassword(input.password);
  const userId = randomUUID();
  const isCompany = input.userType === "company";
  const name = isCompany ? (input.companyName ?? input.email.split("@")[0]) : `${input.firstName} ${input.lastName}`;
  try {
    const memberNumber = await withTransaction(ctx, async ({ db }) => {
      await db.insert(user).values({
        id: userId,
        name,
        email: input.email,
        userType: input.userType,
        type: input.userType,
        isCompany,
        isAdmin: false,
        locale: chosenLocale(ctx.headers.get("cookie")),
      });
      await db.insert(account).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
      if (options.mailVerification) await requestVerificationMail(db, userId);
      if (input.userType === "company") {
        const [row] = await db
          .insert(companyProfiles)
          .values({ id: userId, email: input.email, companyName: name, country: input.country, mainCategory: input.mainCategory })
          .returning({ memberNumber: companyProfiles.memberNumber });
        return row.memberNumber;
      }
      const [row] = await db
        .insert(userProfiles)
        .values({ id: userId, email: input.email, firstName: input.firstName, lastName: input.lastName, country: input.country })
        .returning({ memberNumber: userProfiles.memberNumber });
      return row.memberNumber;
    });
    return { userId, email: input.email, userType: input.userType, memberNumber };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const type = await registeredTypeOf(ctx, input.email);
      if (type) throw alreadyExists(type);
    }
    logger.error({ err: error }, "registration failed");
    throw new AppError("SIGNUP_FAILED", 500);
  }
}

/**
 * Registers an account (valid attempts rate-limited per IP) and, in the same transaction, asks the
 * outbox for the verification mail (retried while the mail server refuses it); the user stays signed out.
 */
export async function signUp(ctx: Ctx, raw: Record<string, unknown>): Promise<RegisteredAccount> {
  parseRegistration(raw);
  await consumeLimit(ctx, LIMITS.signupPerIp, ctx.ip);
  return registerAccount(ctx, raw, { mailVerification: true });
}

/**
 * Asks the outbox to mail the verification link again (limited per IP and e-mail; retried while the
 * mail server refuses it); the same answer whether the e-mail exists, is verified or not.
 */
export async function resendVerification(ctx: Ctx, raw: { email?: unknown }): Promise<void> {
  const { email } = parseInput(emailOnlyInput, raw);
  await consumeLimit(ctx, LIMITS.resendPerIp, ctx.ip);
  await consumeLimit(ctx, LIMITS.resendPerEmail, email);
  const [unverified] = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email), eq(user.emailVerified, false)))
    .limit(1);
  if (unverified) await requestVerificationMail(ctx.db, unverified.id);
}

export type VerifiedEmail = { userId: string | null; setCookies: string[]; keptCurrentSession: boolean };

/**
 * Follows the e-mail link: marks the e-mail verified and signs that user in. When somebody is
 * already signed in on this browser, their session is kept (never silently replaced) and the
 * verified account's new session is revoked at once.
 */
export async function verifyEmail(ctx: Ctx, token: string): Promise<VerifiedEmail> {
  if (!token) throw new AppError("VERIFY_LINK_INVALID", 400);
  const auth = authFor(ctx.db).api;
  let setCookies: string[];
  try {
    const headers = authHeaders({ ip: ctx.ip, headers: withoutCookies(ctx.headers) });
    setCookies = setCookiesOf((await auth.verifyEmail({ query: { token }, headers, returnHeaders: true })).headers);
  } catch (error) {
    if (authErrorCode(error)) throw new AppError("VERIFY_LINK_INVALID", 400);
    throw error;
  }
  const cookie = setCookies.map((value) => value.split(";")[0]).join("; ");
  const signedIn = cookie ? await auth.getSession({ headers: new Headers({ cookie }) }) : null;
  const userId = signedIn?.user.id ?? null;
  if (userId) {
    await ensureProfile(ctx, userId);
    await enqueue(ctx.db, { type: "account.verified", payload: { userId } });
  }
  if (ctx.actor && signedIn) {
    await ctx.db.delete(session).where(eq(session.id, signedIn.session.id));
    return { userId, setCookies: [], keptCurrentSession: true };
  }
  return { userId, setCookies, keptCurrentSession: false };
}

function withoutCookies(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete("cookie");
  return copy;
}
