import { eq } from "drizzle-orm";
import { z } from "zod";
import { session } from "~/db/schema/auth";
import { deletionTicketCookie, pendingDeletionOf } from "~/features/privacy/public.server";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { clearLimit, consumeLimit, limitReached, recordFailure } from "~/lib/rate-limit.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { emailField, totpInput } from "./accounts.schemas";
import { loadActor } from "./actor.server";
import { authErrorCode, authFor, authHeaders, deletionPendingAccount, setCookiesOf } from "./auth.server";
import { landingPath } from "./landing";
import { LIMITS } from "./limits";
import { recordChosenLocale } from "./locale-choice.server";
import { PASSWORD_MAX } from "./password-policy";
import { ensureProfile } from "./profile-bootstrap.server";
import { claimTotpCode } from "./totp-replay.server";
import { isTrustedDevice, trustedDeviceCookie } from "./trusted-device.server";

const loginInput = z.object({
  email: emailField,
  password: z
    .string()
    .min(1)
    .max(PASSWORD_MAX * 4),
});

/** The password (and 2FA code) were right but the account's deletion is scheduled: no session, and the permission to cancel it (issue 25 §1). */
export type DeletionPending = { kind: "deletion-pending"; userId: string; deleteAfter: Date; setCookies: string[] };

export type SignInResult = { kind: "signed-in"; userId: string; setCookies: string[] } | { kind: "two-factor"; setCookies: string[] } | DeletionPending;

/** Whether a sign-in step ended on a scheduled deletion rather than a session or the 2FA step. */
export function isDeletionPending(result: object): result is DeletionPending {
  return "kind" in result && result.kind === "deletion-pending";
}

/** The answer for an owner who proved who they are while their account waits for deletion: its date and the signed permission to cancel. */
async function deletionPending(ctx: Ctx, userId: string): Promise<DeletionPending> {
  const deleteAfter = (await pendingDeletionOf(ctx.db, userId)) ?? ctx.now();
  return { kind: "deletion-pending", userId, deleteAfter, setCookies: [deletionTicketCookie(userId, ctx.now())] };
}

const loginFailed = () => new AppError("LOGIN_FAILED", 401);

/**
 * Refuses a sign-in attempt before the password is checked when its IP already failed too often for
 * this account, or when the account is under attack from many IPs and this browser is not one its
 * owner signed in from. A stranger's failures therefore never lock the owner out of a known device.
 */
async function refuseWhenThrottled(ctx: Ctx, email: string): Promise<void> {
  await consumeLimit(ctx, LIMITS.loginPerIp, ctx.ip);
  if (await limitReached(ctx, LIMITS.loginFailuresPerIpAndEmail, `${ctx.ip}|${email}`)) throw new AppError("RATE_LIMITED", 429);
  const underAttack = await limitReached(ctx, LIMITS.loginFailuresPerEmail, email);
  if (underAttack && !isTrustedDevice(ctx.headers, email, ctx.now())) throw new AppError("RATE_LIMITED", 429);
}

async function countFailure(ctx: Ctx, email: string): Promise<void> {
  await recordFailure(ctx, LIMITS.loginFailuresPerIpAndEmail, `${ctx.ip}|${email}`);
  await recordFailure(ctx, LIMITS.loginFailuresPerEmail, email);
}

/**
 * Signs in with e-mail and password. Never reveals whether an e-mail exists; an unverified account
 * gets EMAIL_NOT_VERIFIED (so it can be offered a resend), a suspended one ACCOUNT_SUSPENDED (403,
 * no session: decision 016), once the password is right; 2FA accounts continue with a TOTP step.
 * Failures count against this IP and account only; a success marks the browser as a trusted device
 * and records the language it chose. An account whose deletion is scheduled gets no session but the
 * offer to cancel it (issue 25 §1).
 */
export async function signIn(ctx: Ctx, raw: { email?: unknown; password?: unknown }): Promise<SignInResult> {
  if (!raw.email || !raw.password) throw new AppError("EMAIL_PASSWORD_REQUIRED", 400, {}, raw.email ? "password" : "email");
  const parsed = loginInput.safeParse(raw);
  if (!parsed.success) throw loginFailed();
  const { email, password } = parsed.data;
  await refuseWhenThrottled(ctx, email);
  try {
    const { headers, response } = await authFor(ctx.db).api.signInEmail({ body: { email, password }, headers: authHeaders(ctx), returnHeaders: true });
    await clearLimit(ctx, LIMITS.loginFailuresPerIpAndEmail, `${ctx.ip}|${email}`);
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) return { kind: "two-factor", setCookies: setCookiesOf(headers) };
    if (!("user" in response) || !response.user) throw new AppError("LOGIN_NO_RESPONSE", 502);
    await ensureProfile(ctx, response.user.id);
    await recordChosenLocale(ctx, response.user.id);
    return { kind: "signed-in", userId: response.user.id, setCookies: [...setCookiesOf(headers), trustedDeviceCookie(email, ctx.now())] };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const leaving = deletionPendingAccount(error);
    if (leaving) {
      await clearLimit(ctx, LIMITS.loginFailuresPerIpAndEmail, `${ctx.ip}|${email}`);
      return deletionPending(ctx, leaving);
    }
    const code = authErrorCode(error);
    if (code === "EMAIL_NOT_VERIFIED") throw new AppError("EMAIL_NOT_VERIFIED", 403);
    if (code === "ACCOUNT_SUSPENDED") throw new AppError("ACCOUNT_SUSPENDED", 403);
    if (code === "INVALID_EMAIL_OR_PASSWORD") await countFailure(ctx, email);
    if (code) throw loginFailed();
    logger.error({ err: error }, "sign-in failed");
    throw new AppError("LOGIN_FAILED", 500);
  }
}

/** Deletes a session that was just created but must not be handed out (e.g. a replayed TOTP code). */
async function discardNewSession(ctx: Ctx, setCookies: string[]): Promise<void> {
  const cookie = setCookies.map((value) => value.split(";")[0]).join("; ");
  const created = cookie ? await authFor(ctx.db).api.getSession({ headers: new Headers({ cookie }) }) : null;
  if (created) await ctx.db.delete(session).where(eq(session.id, created.session.id));
}

/**
 * Completes a 2FA sign-in with a TOTP code (accepted once per account while valid) or a backup code,
 * from the pending two-factor cookie. The browser becomes a trusted device.
 */
export async function completeTwoFactor(ctx: Ctx, raw: { code?: unknown }): Promise<{ userId: string; setCookies: string[] } | DeletionPending> {
  await consumeLimit(ctx, LIMITS.totpPerIp, ctx.ip);
  const code = typeof raw.code === "string" ? raw.code.trim().slice(0, 64) : "";
  const isTotp = totpInput.safeParse({ code }).success;
  let answer: { userId: string; email: string; setCookies: string[] };
  try {
    const auth = authFor(ctx.db).api;
    const { headers, response } = isTotp
      ? await auth.verifyTOTP({ body: { code }, headers: authHeaders(ctx), returnHeaders: true })
      : await auth.verifyBackupCode({ body: { code }, headers: authHeaders(ctx), returnHeaders: true });
    answer = { userId: response.user.id, email: response.user.email, setCookies: setCookiesOf(headers) };
  } catch (error) {
    const leaving = deletionPendingAccount(error);
    if (leaving) return deletionPending(ctx, leaving);
    if (authErrorCode(error) === "ACCOUNT_SUSPENDED") throw new AppError("ACCOUNT_SUSPENDED", 403);
    if (authErrorCode(error) || error instanceof AppError) throw new AppError("TOTP_INVALID", 401, {}, "code");
    logger.error({ err: error }, "two-factor verification failed");
    throw new AppError("LOGIN_FAILED", 500);
  }
  if (isTotp && !(await claimTotpCode(ctx, answer.userId, code))) {
    await discardNewSession(ctx, answer.setCookies);
    throw new AppError("TOTP_INVALID", 401, {}, "code");
  }
  await ensureProfile(ctx, answer.userId);
  await recordChosenLocale(ctx, answer.userId);
  return { userId: answer.userId, setCookies: [...answer.setCookies, trustedDeviceCookie(answer.email, ctx.now())] };
}

/** Where a freshly signed-in user goes: the remembered same-site origin, else the spec §2 landing of their role. */
export async function landingAfterSignIn(ctx: Ctx, userId: string, redirectTo: string | undefined): Promise<string> {
  const landing = landingPath(await loadActor(ctx.db, userId, ""));
  const target = safeRedirectPath(redirectTo, landing);
  return target === "/login" ? landing : target;
}

/** Revokes the session on the server and returns the cookies that clear it in the browser. */
export async function signOut(ctx: Ctx): Promise<string[]> {
  try {
    const { headers } = await authFor(ctx.db).api.signOut({ headers: authHeaders(ctx), returnHeaders: true });
    return setCookiesOf(headers);
  } catch (error) {
    logger.warn({ err: error }, "sign-out without a valid session");
    return [];
  }
}
