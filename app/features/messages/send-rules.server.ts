import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { messages } from "~/db/schema/messages";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import type { Actor } from "~/lib/actor";
import { utcDayStart } from "~/lib/utc-day";
import { type AccountKind, COMPANY_DAILY_RECIPIENT_LIMIT, DAILY_RECIPIENT_LIMIT, messagesPolicy } from "./policy";

export { type AccountKind, COMPANY_DAILY_RECIPIENT_LIMIT, DAILY_RECIPIENT_LIMIT } from "./policy";

/** Spec §5: companies have no limit; their remaining quota is reported as this. */
export const COMPANY_QUOTA = 999;

/** Whether the sender may write to this recipient now, and how many new people they may still write to today. */
export type SendPermission =
  | { allowed: true; remaining: number; exempt: boolean }
  | { allowed: false; reason: "company" | "limit" | "companyLimit"; remaining: number };

/** Whether an account is a company or an individual; null when it has no profile. */
export async function accountKind(db: Db, id: string): Promise<AccountKind | null> {
  const [row] = await db
    .select({
      company: sql<boolean>`exists (select 1 from ${companyProfiles} where ${companyProfiles.id} = ${id})`,
      individual: sql<boolean>`exists (select 1 from ${userProfiles} where ${userProfiles.id} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  if (row?.company) return "company";
  if (row?.individual) return "individual";
  return null;
}

/** The distinct people a sender wrote to first since the start of the UTC day of `now` (replies never count). */
export async function recipientsToday(db: Db, senderId: string, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: messages.recipientId })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.countsTowardQuota, true), gte(messages.createdAt, utcDayStart(now))));
  return new Set(rows.map((row) => row.id));
}

/**
 * Spec §5 Messages, the rules in one place for the composer and the send: an individual replying to
 * someone who wrote first may always write, and the reply uses none of the day's quota (`exempt`);
 * otherwise an individual never starts with a company and reaches at most 5 different people per UTC
 * day (someone already counted today is fine). Companies have no quota of the spec (999 left), only
 * an abuse limit no real company meets: 100 new people a UTC day (`companyLimit`).
 */
export async function sendPermission(db: Db, sender: Actor, recipientId: string, recipientKind: AccountKind, now: Date): Promise<SendPermission> {
  const [[replying], today] = await Promise.all([
    db
      .select({ value: count() })
      .from(messages)
      .where(and(eq(messages.senderId, recipientId), eq(messages.recipientId, sender.id))),
    recipientsToday(db, sender.id, now),
  ]);
  const unlimited = messagesPolicy.can(sender, "writeWithoutDailyQuota");
  const limit = unlimited ? COMPANY_DAILY_RECIPIENT_LIMIT : DAILY_RECIPIENT_LIMIT;
  const remaining = unlimited ? COMPANY_QUOTA : Math.max(0, limit - today.size);
  if (Number(replying?.value ?? 0) > 0) return { allowed: true, remaining, exempt: true };
  if (!messagesPolicy.can(sender, "writeFirst", { kind: recipientKind })) return { allowed: false, reason: "company", remaining };
  if (!today.has(recipientId) && today.size >= limit) return { allowed: false, reason: unlimited ? "companyLimit" : "limit", remaining };
  return { allowed: true, remaining, exempt: false };
}
