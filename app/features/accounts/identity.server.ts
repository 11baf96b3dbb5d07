import { eq } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { consumeLimit } from "~/lib/rate-limit.server";
import { totpInput } from "./accounts.schemas";
import { authErrorCode, authFor, authHeaders } from "./auth.server";
import { LIMITS } from "./limits";
import { claimTotpCode } from "./totp-replay.server";

/**
 * Confirms that the signed-in account's owner is at the keyboard before an irreversible step (issue
 * 25 §1, deleting the account): their password, and, when 2FA is on, a current code of their
 * authenticator app, accepted once. Re-checks count against the per-user limit of password checks.
 */
export async function confirmIdentity(ctx: Ctx, raw: { password?: unknown; code?: unknown }): Promise<void> {
  const actor = requireActor(ctx);
  const password = typeof raw.password === "string" ? raw.password : "";
  if (!password) throw new AppError("CURRENT_PASSWORD_WRONG", 400, {}, "password");
  await consumeLimit(ctx, LIMITS.passwordCheckPerUser, actor.id);
  const auth = authFor(ctx.db).api;
  try {
    await auth.verifyPassword({ body: { password }, headers: authHeaders(ctx) });
  } catch (error) {
    if (authErrorCode(error)) throw new AppError("CURRENT_PASSWORD_WRONG", 400, {}, "password");
    throw error;
  }
  const [account] = await ctx.db.select({ twoFactor: user.twoFactorEnabled }).from(user).where(eq(user.id, actor.id)).limit(1);
  if (account?.twoFactor !== true) return;
  const typed = typeof raw.code === "string" ? raw.code.trim() : "";
  if (!typed) throw new AppError("DELETION_CODE_REQUIRED", 400, {}, "code");
  const parsed = totpInput.safeParse({ code: typed });
  if (!parsed.success) throw new AppError("TOTP_INVALID", 400, {}, "code");
  try {
    await auth.verifyTOTP({ body: { code: parsed.data.code }, headers: authHeaders(ctx) });
  } catch (error) {
    if (authErrorCode(error)) throw new AppError("TOTP_INVALID", 400, {}, "code");
    throw error;
  }
  if (!(await claimTotpCode(ctx, actor.id, parsed.data.code))) throw new AppError("TOTP_INVALID", 400, {}, "code");
}
