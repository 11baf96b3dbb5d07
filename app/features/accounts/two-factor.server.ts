import { eq } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { type Ctx, requireActor } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { queueMail } from "~/lib/mail/mail-queue.server";
import { parseInput } from "~/lib/parse-input.server";
import { consumeLimit } from "~/lib/rate-limit.server";
import { totpInput } from "./accounts.schemas";
import { authErrorCode, authFor, authHeaders, setCookiesOf } from "./auth.server";
import { LIMITS } from "./limits";
import { claimTotpCode } from "./totp-replay.server";

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

/** The signed-in user's password from a form, checked against the per-user limit of password re-checks. */
async function passwordOf(ctx: Ctx, raw: { password?: unknown }): Promise<string> {
  const actor = requireActor(ctx);
  const password = typeof raw.password === "string" ? raw.password : "";
  if (!password) throw new AppError("CURRENT_PASSWORD_WRONG", 400, {}, "password");
  await consumeLimit(ctx, LIMITS.passwordCheckPerUser, actor.id);
  return password;
}

/** Whether the account's 2FA is on now (read from the database, not from the request's actor, which may be stale). */
async function twoFactorIsOn(ctx: Ctx, userId: string): Promise<boolean> {
  const [row] = await ctx.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.on === true;
}

async function mailChange(ctx: Ctx, enabled: boolean): Promise<void> {
  const actor = requireActor(ctx);
  await queueMail(ctx.db, actor.email, { name: "two-factor-changed", enabled, securityUrl: `${env().PUBLIC_URL}/settings/security` });
}

/** Starts 2FA after checking the password: the TOTP URI and backup codes, not active until a first code confirms them; 409 when it is already on. */
export async function startTwoFactor(ctx: Ctx, raw: { password?: unknown }): Promise<TwoFactorSetup> {
  const password = await passwordOf(ctx, raw);
  if (await twoFactorIsOn(ctx, requireActor(ctx).id)) throw new AppError("TWO_FACTOR_ALREADY_ON", 409);
  try {
    const result = await authFor(ctx.db).api.enableTwoFactor({ body: { password, method: "totp" }, headers: authHeaders(ctx) });
    if (!("totpURI" in result)) throw new AppError("TOTP_SETUP_FAILED", 500);
    return { totpURI: result.totpURI, backupCodes: result.backupCodes };
  } catch (error) {
    if (authErrorCode(error)) throw new AppError("CURRENT_PASSWORD_WRONG", 400, {}, "password");
    throw error;
  }
}

/**
 * Confirms 2FA with a first TOTP code (used once); from then on sign-in asks for a code and the owner is mailed.
 * Returns the renewed session cookies. When 2FA is already on there is nothing to confirm: no code is checked,
 * no notice is mailed and the session stays as it is (no cookies).
 */
export async function confirmTwoFactor(ctx: Ctx, raw: { code?: unknown }): Promise<string[]> {
  const actor = requireActor(ctx);
  const { code } = parseInput(totpInput, raw);
  if (await twoFactorIsOn(ctx, actor.id)) return [];
  let setCookies: string[];
  try {
    const { headers } = await authFor(ctx.db).api.verifyTOTP({ body: { code }, headers: authHeaders(ctx), returnHeaders: true });
    setCookies = setCookiesOf(headers);
  } catch (error) {
    if (authErrorCode(error)) throw new AppError("TOTP_INVALID", 400, {}, "code");
    throw error;
  }
  await claimTotpCode(ctx, actor.id, code);
  await mailChange(ctx, true);
  return setCookies;
}

/** Turns 2FA off (and drops an unconfirmed setup) after checking the password; the owner is mailed when it was on. Returns the renewed session cookies. */
export async function disableTwoFactor(ctx: Ctx, raw: { password?: unknown }): Promise<string[]> {
  const password = await passwordOf(ctx, raw);
  const wasOn = await twoFactorIsOn(ctx, requireActor(ctx).id);
  try {
    const { headers } = await authFor(ctx.db).api.disableTwoFactor({ body: { password }, headers: authHeaders(ctx), returnHeaders: true });
    if (wasOn) await mailChange(ctx, false);
    return setCookiesOf(headers);
  } catch (error) {
    if (authErrorCode(error)) throw new AppError("CURRENT_PASSWORD_WRONG", 400, {}, "password");
    throw error;
  }
}
