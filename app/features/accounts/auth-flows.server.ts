import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { session as sessionTable } from "~/db/schema/auth";
import { sendMailInBackground } from "~/features/mail/mail.server";
import { consumeLimit, LIMITS } from "~/features/rate-limits/rate-limit.server";
import { getAuth } from "~/lib/auth.server";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { emailOnlyInput, loginInput, MESSAGES, passwordField, totpInput } from "./accounts.schemas";
import { authErrorCode } from "./auth-errors";
import { ensureProfile } from "./profile-bootstrap.server";
import { parseRegistration, type RegisteredAccount, registerAccount } from "./registration.server";
import { onEmailVerified } from "./verification-hooks.server";

/** Who is calling: the request's headers (cookies) and the client IP decided by the HTTP server. */
export type Caller = { headers: Headers; ip: string };

/** Headers for better-auth server calls: the caller's cookies, with the trusted client IP. */
function authHeaders(caller: Caller): Headers {
  const headers = new Headers();
  const cookie = caller.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const agent = caller.headers.get("user-agent");
  if (agent) headers.set("user-agent", agent);
  headers.set("x-forwarded-for", caller.ip);
  return headers;
}

function invalid(message: string, field?: string): AppError {
  return new AppError("INVALID_INPUT", 400, message, field);
}

/** Registers an account (valid attempts rate-limited per IP) and mails the verification link; the user stays signed out. */
export async function signUp(db: Db, caller: Caller, raw: Record<string, unknown>): Promise<RegisteredAccount> {
  parseRegistration(raw);
  await consumeLimit(db, LIMITS.signupPerIp, caller.ip);
  const account = await registerAccount(db, raw);
  try {
    await getAuth().api.sendVerificationEmail({ body: { email: account.email, callbackURL: "/auth/verify" }, headers: authHeaders(caller) });
  } catch (error) {
    logger.error({ err: error, email: account.email }, "verification mail after sign-up failed");
  }
  return account;
}

export type SignInResult = { kind: "signed-in"; userId: string; setCookies: string[] } | { kind: "two-factor"; setCookies: string[] };

function setCookiesOf(headers: Headers | undefined): string[] {
  return headers?.getSetCookie?.() ?? [];
}

/**
 * Signs in with e-mail and password. Never reveals whether an e-mail exists; an unverified
 * account gets NOT_VERIFIED (so it can be offered a resend); 2FA accounts continue with a TOTP step.
 */
export async function signIn(db: Db, caller: Caller, raw: { email?: unknown; password?: unknown }): Promise<SignInResult> {
  if (!raw.email || !raw.password) throw invalid(MESSAGES.required, raw.email ? "password" : "email");
  const parsed = loginInput.safeParse(raw);
  if (!parsed.success) throw new AppError("LOGIN_FAILED", 401, MESSAGES.loginFailed);
  const { email, password } = parsed.data;
  await consumeLimit(db, LIMITS.loginPerIp, caller.ip);
  await consumeLimit(db, LIMITS.loginPerEmail, email);
  try {
    const { headers, response } = await getAuth().api.signInEmail({ body: { email, password }, headers: authHeaders(caller), returnHeaders: true });
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) return { kind: "two-factor", setCookies: setCookiesOf(headers) };
    if (!("user" in response) || !response.user) throw new AppError("LOGIN_FAILED", 502, "No se recibió respuesta válida del servicio");
    await ensureProfile(db, response.user.id);
    return { kind: "signed-in", userId: response.user.id, setCookies: setCookiesOf(headers) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = authErrorCode(error);
    if (code === "EMAIL_NOT_VERIFIED") throw new AppError("NOT_VERIFIED", 403, MESSAGES.notVerified);
    if (code) throw new AppError("LOGIN_FAILED", 401, MESSAGES.loginFailed);
    logger.error({ err: error }, "sign-in failed");
    throw new AppError("LOGIN_FAILED", 500, "Error al iniciar sesión");
  }
}

/** Completes a 2FA sign-in with a TOTP code (or a backup code) from the pending two-factor cookie. */
export async function completeTwoFactor(db: Db, caller: Caller, raw: { code?: unknown }): Promise<{ userId: string; setCookies: string[] }> {
  await consumeLimit(db, LIMITS.totpPerIp, caller.ip);
  const code = typeof raw.code === "string" ? raw.code.trim() : "";
  try {
    const auth = getAuth().api;
    const isTotp = totpInput.safeParse({ code }).success;
    const { headers, response } = isTotp
      ? await auth.verifyTOTP({ body: { code }, headers: authHeaders(caller), returnHeaders: true })
      : await auth.verifyBackupCode({ body: { code }, headers: authHeaders(caller), returnHeaders: true });
    const userId = response.user.id;
    await ensureProfile(db, userId);
    return { userId, setCookies: setCookiesOf(headers) };
  } catch (error) {
    if (authErrorCode(error) || error instanceof AppError) throw new AppError("TOTP_INVALID", 401, MESSAGES.totpInvalid, "code");
    logger.error({ err: error }, "two-factor verification failed");
    throw new AppError("TOTP_INVALID", 500, "Error al iniciar sesión");
  }
}

/** Revokes the session on the server and returns the cookies that clear it in the browser. */
export async function signOut(caller: Caller): Promise<string[]> {
  try {
    const { headers } = await getAuth().api.signOut({ headers: authHeaders(caller), returnHeaders: true });
    return setCookiesOf(headers);
  } catch (error) {
    logger.warn({ err: error }, "sign-out without a valid session");
    return [];
  }
}

/** Sends the verification mail again; the same answer whether the e-mail exists or not. */
export async function resendVerification(db: Db, caller: Caller, raw: { email?: unknown }): Promise<void> {
  const parsed = emailOnlyInput.safeParse(raw);
  if (!parsed.success) throw invalid(MESSAGES.invalidEmail, "email");
  await consumeLimit(db, LIMITS.resendPerIp, caller.ip);
  await consumeLimit(db, LIMITS.resendPerEmail, parsed.data.email);
  try {
    await getAuth().api.sendVerificationEmail({ body: { email: parsed.data.email, callbackURL: "/auth/verify" }, headers: authHeaders(caller) });
  } catch (error) {
    logger.error({ err: error }, "resend verification failed");
    throw new AppError("RESEND_FAILED", 502, MESSAGES.resendFailed);
  }
}

/** Follows the e-mail link: marks the e-mail verified, signs the user in (cookies returned) and runs the verified hooks. */
export async function verifyEmail(db: Db, caller: Caller, token: string): Promise<{ userId: string | null; setCookies: string[] }> {
  if (!token) throw invalid(MESSAGES.verifyInvalid);
  try {
    const { headers } = await getAuth().api.verifyEmail({ query: { token }, headers: authHeaders(caller), returnHeaders: true });
    const setCookies = setCookiesOf(headers);
    const cookie = setCookies.map((value) => value.split(";")[0]).join("; ");
    const signedIn = cookie ? await getAuth().api.getSession({ headers: new Headers({ cookie }) }) : null;
    const userId = signedIn?.user.id ?? null;
    if (userId) {
      await ensureProfile(db, userId);
      await onEmailVerified(db, userId);
    }
    return { userId, setCookies };
  } catch (error) {
    if (authErrorCode(error)) throw invalid(MESSAGES.verifyInvalid);
    throw error;
  }
}

/** Mails a reset link when the account exists; always answers the same way. */
export async function requestPasswordReset(db: Db, caller: Caller, raw: { email?: unknown }): Promise<void> {
  const parsed = emailOnlyInput.safeParse(raw);
  if (!parsed.success) throw invalid(MESSAGES.invalidEmail, "email");
  await consumeLimit(db, LIMITS.resetPerIp, caller.ip);
  await consumeLimit(db, LIMITS.resetPerEmail, parsed.data.email);
  try {
    await getAuth().api.requestPasswordReset({ body: { email: parsed.data.email, redirectTo: "/reset-password" }, headers: authHeaders(caller) });
  } catch (error) {
    logger.error({ err: error }, "password reset request failed");
  }
}

/** Sets a new password from a reset token; every session of the account is signed out. */
export async function resetPassword(raw: { token?: unknown; password?: unknown; confirm?: unknown }): Promise<void> {
  const token = typeof raw.token === "string" ? raw.token : "";
  if (!token) throw invalid(MESSAGES.resetInvalid);
  const password = passwordField.safeParse(raw.password);
  if (!password.success) throw invalid(MESSAGES.passwordLength, "password");
  if (raw.confirm !== raw.password) throw invalid(MESSAGES.passwordsDiffer, "confirm");
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword: password.data } });
  } catch (error) {
    if (authErrorCode(error)) throw invalid(MESSAGES.resetInvalid);
    throw error;
  }
}

/** Changes the password after checking the current one (rate-limited per user), revokes the other sessions and mails a notice. */
export async function changePassword(
  db: Db,
  caller: Caller,
  actor: { id: string; email: string },
  raw: { currentPassword?: unknown; password?: unknown; confirm?: unknown },
): Promise<string[]> {
  const current = typeof raw.currentPassword === "string" ? raw.currentPassword : "";
  if (!current) throw invalid(MESSAGES.currentPasswordWrong, "currentPassword");
  await consumeLimit(db, LIMITS.passwordCheckPerUser, actor.id);
  const password = passwordField.safeParse(raw.password);
  if (!password.success) throw invalid(MESSAGES.passwordLength, "password");
  if (raw.confirm !== raw.password) throw invalid(MESSAGES.passwordsDiffer, "confirm");
  try {
    const { headers } = await getAuth().api.changePassword({
      body: { currentPassword: current, newPassword: password.data, revokeOtherSessions: true },
      headers: authHeaders(caller),
      returnHeaders: true,
    });
    sendMailInBackground(db, actor.email, { name: "password-changed", securityUrl: `${env().PUBLIC_URL}/settings/security` });
    return setCookiesOf(headers);
  } catch (error) {
    if (authErrorCode(error)) throw invalid(MESSAGES.currentPasswordWrong, "currentPassword");
    throw error;
  }
}

export type ActiveSession = { id: string; current: boolean; createdAt: string; ipAddress: string | null; userAgent: string | null };

/** The actor's unexpired sessions, newest first (at most 50), marking the one making this request. */
export async function listActiveSessions(db: Db, userId: string, currentSessionId: string): Promise<ActiveSession[]> {
  const rows = await db
    .select({ id: sessionTable.id, createdAt: sessionTable.createdAt, ipAddress: sessionTable.ipAddress, userAgent: sessionTable.userAgent })
    .from(sessionTable)
    .where(and(eq(sessionTable.userId, userId), gt(sessionTable.expiresAt, new Date())))
    .orderBy(desc(sessionTable.createdAt))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    createdAt: row.createdAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
  }));
}

/** Revokes one of the actor's own sessions (never another user's, never the current one). */
export async function revokeOwnSession(db: Db, userId: string, currentSessionId: string, sessionId: string): Promise<void> {
  await db.delete(sessionTable).where(and(eq(sessionTable.id, sessionId), eq(sessionTable.userId, userId), ne(sessionTable.id, currentSessionId)));
}

/** The better-auth session id of the request, or null when signed out. */
export async function currentSessionId(caller: Caller): Promise<string | null> {
  const result = await getAuth().api.getSession({ headers: authHeaders(caller) });
  return result?.session.id ?? null;
}

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

/** Starts 2FA (password checks rate-limited per user): checks the password and returns the TOTP URI and backup codes (not active until confirmed). */
export async function startTwoFactor(db: Db, caller: Caller, userId: string, raw: { password?: unknown }): Promise<TwoFactorSetup> {
  const password = typeof raw.password === "string" ? raw.password : "";
  if (!password) throw invalid(MESSAGES.currentPasswordWrong, "password");
  await consumeLimit(db, LIMITS.passwordCheckPerUser, userId);
  try {
    const result = await getAuth().api.enableTwoFactor({ body: { password, method: "totp" }, headers: authHeaders(caller) });
    if (!("totpURI" in result)) throw new AppError("TOTP_SETUP_FAILED", 500, "No se pudo activar la verificación en dos pasos.");
    return { totpURI: result.totpURI, backupCodes: result.backupCodes };
  } catch (error) {
    if (authErrorCode(error)) throw invalid(MESSAGES.currentPasswordWrong, "password");
    throw error;
  }
}

/** Confirms 2FA with a first TOTP code; from then on sign-in asks for a code. Returns the renewed session cookies. */
export async function confirmTwoFactor(caller: Caller, raw: { code?: unknown }): Promise<string[]> {
  const parsed = totpInput.safeParse(raw);
  if (!parsed.success) throw invalid(MESSAGES.totpInvalid, "code");
  try {
    const { headers } = await getAuth().api.verifyTOTP({ body: { code: parsed.data.code }, headers: authHeaders(caller), returnHeaders: true });
    return setCookiesOf(headers);
  } catch (error) {
    if (authErrorCode(error)) throw invalid(MESSAGES.totpInvalid, "code");
    throw error;
  }
}

/** Turns 2FA off after checking the password (rate-limited per user). Returns the renewed session cookies. */
export async function disableTwoFactor(db: Db, caller: Caller, userId: string, raw: { password?: unknown }): Promise<string[]> {
  const password = typeof raw.password === "string" ? raw.password : "";
  if (!password) throw invalid(MESSAGES.currentPasswordWrong, "password");
  await consumeLimit(db, LIMITS.passwordCheckPerUser, userId);
  try {
    const { headers } = await getAuth().api.disableTwoFactor({ body: { password }, headers: authHeaders(caller), returnHeaders: true });
    return setCookiesOf(headers);
  } catch (error) {
    if (authErrorCode(error)) throw invalid(MESSAGES.currentPasswordWrong, "password");
    throw error;
  }
}
