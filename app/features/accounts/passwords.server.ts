import { and, eq, gt } from "drizzle-orm";
import { user, verification } from "~/db/schema/auth";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { type Ctx, requireActor } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { AppError, type ErrorKey } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { queueMail } from "~/lib/mail/mail-queue.server";
import { parseInput } from "~/lib/parse-input.server";
import { consumeLimit } from "~/lib/rate-limit.server";
import { emailOnlyInput } from "./accounts.schemas";
import { authErrorCode, authFor, authHeaders, setCookiesOf } from "./auth.server";
import { LIMITS } from "./limits";
import { type PasswordProblem, passwordProblem } from "./password-policy";
import { trustedDeviceCookie } from "./trusted-device.server";

type PasswordOwner = { email: string; names: ReadonlyArray<string | null | undefined> };

const PROBLEM_KEYS: Record<PasswordProblem, ErrorKey> = {
  passwordLength: "PASSWORD_LENGTH",
  passwordCommon: "PASSWORD_COMMON",
  passwordPersonal: "PASSWORD_PERSONAL",
};

/** Throws the policy's 400 (length in characters, common or guessable, or containing the owner's e-mail or name) for a new password. */
export function requireAcceptablePassword(password: string, owner: PasswordOwner, field: string): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw new AppError(PROBLEM_KEYS[problem], 400, {}, field);
}

/** The e-mail and names the password policy must keep out of a user's password. */
async function ownerOf(ctx: Pick<Ctx, "db">, userId: string): Promise<PasswordOwner | null> {
  const [row] = await ctx.db
    .select({
      email: user.email,
      name: user.name,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      companyName: companyProfiles.companyName,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.id, user.id))
    .leftJoin(companyProfiles, eq(companyProfiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return row ? { email: row.email, names: [row.name, row.firstName, row.lastName, row.companyName] } : null;
}

function securityUrl(): string {
  return `${env().PUBLIC_URL}/settings/security`;
}

type NewPassword = { password?: unknown; confirm?: unknown };

const NOBODY: PasswordOwner = { email: "", names: [] };

/** The new password of a form, checked against the policy (the owner's own data too, when known) and its confirmation. */
function newPassword(raw: NewPassword, owner: PasswordOwner = NOBODY): string {
  const password = typeof raw.password === "string" ? raw.password : "";
  requireAcceptablePassword(password, owner, "password");
  if (raw.confirm !== raw.password) throw new AppError("PASSWORDS_DIFFER", 400, {}, "confirm");
  return password;
}

/** Mails a reset link when the account exists (limited per IP and e-mail); always answers the same way. */
export async function requestPasswordReset(ctx: Ctx, raw: { email?: unknown }): Promise<void> {
  const { email } = parseInput(emailOnlyInput, raw);
  await consumeLimit(ctx, LIMITS.resetPerIp, ctx.ip);
  await consumeLimit(ctx, LIMITS.resetPerEmail, email);
  // An address on .invalid never receives mail: it is a system account's (the website form's), never a person's.
  if (email.endsWith(".invalid")) return;
  try {
    await authFor(ctx.db).api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" }, headers: authHeaders(ctx) });
  } catch (error) {
    logger.error({ err: error }, "password reset request failed");
  }
}

/**
 * Sets a new password from a mailed reset token: every session of the account is signed out, the
 * owner gets a notice, and this browser becomes a trusted device (the owner just proved the e-mail is theirs).
 * Returns the cookie that marks it.
 */
export async function resetPassword(ctx: Ctx, raw: NewPassword & { token?: unknown }): Promise<string[]> {
  const token = typeof raw.token === "string" ? raw.token.slice(0, 256) : "";
  if (!token) throw new AppError("RESET_LINK_INVALID", 400);
  const password = newPassword(raw);
  const [pending] = await ctx.db
    .select({ userId: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, ctx.now())))
    .limit(1);
  const owner = pending ? await ownerOf(ctx, pending.userId) : null;
  if (!owner) throw new AppError("RESET_LINK_INVALID", 400);
  requireAcceptablePassword(password, owner, "password");
  try {
    await authFor(ctx.db).api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (authErrorCode(error)) throw new AppError("RESET_LINK_INVALID", 400);
    throw error;
  }
  await queueMail(ctx.db, owner.email, { name: "password-reset-done", securityUrl: securityUrl() });
  return [trustedDeviceCookie(owner.email, ctx.now())];
}

/** Changes the signed-in user's password after checking the current one (limited per user), revokes their other sessions and mails a notice. */
export async function changePassword(ctx: Ctx, raw: NewPassword & { currentPassword?: unknown }): Promise<string[]> {
  const actor = requireActor(ctx);
  const current = typeof raw.currentPassword === "string" ? raw.currentPassword : "";
  if (!current) throw new AppError("CURRENT_PASSWORD_WRONG", 400, {}, "currentPassword");
  await consumeLimit(ctx, LIMITS.passwordCheckPerUser, actor.id);
  const password = newPassword(raw, (await ownerOf(ctx, actor.id)) ?? { email: actor.email, names: [actor.displayName] });
  try {
    const { headers } = await authFor(ctx.db).api.changePassword({
      body: { currentPassword: current, newPassword: password, revokeOtherSessions: true },
      headers: authHeaders(ctx),
      returnHeaders: true,
    });
    await queueMail(ctx.db, actor.email, { name: "password-changed", securityUrl: securityUrl() });
    return setCookiesOf(headers);
  } catch (error) {
    if (authErrorCode(error)) throw new AppError("CURRENT_PASSWORD_WRONG", 400, {}, "currentPassword");
    throw error;
  }
}
