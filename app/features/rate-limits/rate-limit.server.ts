import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { requestLimits } from "~/db/schema/request-limits";
import { AppError } from "~/lib/errors";

export type LimitRule = { name: string; max: number; windowSeconds: number };

const RATE_LIMITED_MESSAGE = "Demasiados intentos. Espera unos minutos y vuelve a intentarlo.";

/** Counts one attempt for `subject` under `rule`, atomically; throws a 429 AppError once over the limit. */
export async function consumeLimit(db: Db, rule: LimitRule, subject: string): Promise<void> {
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const window = `${rule.windowSeconds} seconds`;
  const rows = await db
    .insert(requestLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${requestLimits.windowStart} < now() - ${window}::interval then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`case when ${requestLimits.windowStart} < now() - ${window}::interval then now() else ${requestLimits.windowStart} end`,
      },
    })
    .returning({ count: requestLimits.count });
  if ((rows[0]?.count ?? 0) > rule.max) throw new AppError("RATE_LIMITED", 429, RATE_LIMITED_MESSAGE);
}

export const LIMITS = {
  loginPerIp: { name: "login-ip", max: 25, windowSeconds: 300 },
  loginPerEmail: { name: "login-email", max: 10, windowSeconds: 300 },
  signupPerIp: { name: "signup-ip", max: 5, windowSeconds: 1800 },
  resetPerEmail: { name: "reset-email", max: 5, windowSeconds: 1800 },
  resetPerIp: { name: "reset-ip", max: 20, windowSeconds: 1800 },
  resendPerEmail: { name: "resend-email", max: 5, windowSeconds: 1800 },
  resendPerIp: { name: "resend-ip", max: 20, windowSeconds: 1800 },
  totpPerIp: { name: "totp-ip", max: 25, windowSeconds: 300 },
  passwordCheckPerUser: { name: "password-check-user", max: 10, windowSeconds: 900 },
} as const satisfies Record<string, LimitRule>;
