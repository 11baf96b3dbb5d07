import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { messages } from "~/db/schema/messages";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { notHidden } from "~/features/moderation/public.server";
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

/** Whether each account is a company or an individual, for those that have a profile and are not hidden (suspended, leaving, unverified), in one query. */
export async function visibleAccountKinds(db: Db, ids: string[]): Promise<Map<string, AccountKind>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: sql<string>`who.id`,
      company: sql<boolean>`exists (select 1 from ${companyProfiles} where ${companyProfiles.id} = who.id)`,
      individual: sql<boolean>`exists (select 1 from ${userProfiles} where ${userProfiles.id} = who.id)`,
    })
    .from(
      sql`unnest(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]) as who(id)`,
    )
    .where(notHidden(sql`who.id`));
  const kinds = new Map<string, AccountKind>();
  for (const row of rows) {
    if (row.company) kinds.set(row.id, "company");
    else if (row.individual) kinds.set(row.id, "individual");
  }
  return kinds;
}

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

/** Where one recipient stands with the sender today: whether they wrote to the sender first (a reply), whether the sender may start with them, and whether they are already among today's counted people. */
export type RecipientStanding = { id: string; replying: boolean; mayWriteFirst: boolean; countedToday: boolean };

/** The sender's day: how many new people they wrote to today, their daily limit of new people, and whether the spec gives them no quota (companies). */
export type SenderDay = { today: number; limit: number; unlimited: boolean };

/**
 * Spec §5 Messages, the rules in one place for the composer, a send and a bulk send (one query for any
 * number of recipients): an individual replying to someone who wrote first may always write, and the
 * reply uses none of the day's quota; otherwise an individual never starts with a company and
 * reaches at most 5 different people per UTC day (someone already counted today is fine). Companies
 * have no quota of the spec (999 left), only an abuse limit no real company meets: 100 new people a UTC day.
 */
export async function sendStandings(
  db: Db,
  sender: Actor,
  recipients: { id: string; kind: AccountKind }[],
  now: Date,
): Promise<{ standings: RecipientStanding[]; day: SenderDay }> {
  const ids = recipients.map((recipient) => recipient.id);
  const [replied, today] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectDistinct({ id: messages.senderId })
          .from(messages)
          .where(and(inArray(messages.senderId, ids), eq(messages.recipientId, sender.id))),
    recipientsToday(db, sender.id, now),
  ]);
  const replying = new Set(replied.map((row) => row.id));
  const unlimited = messagesPolicy.can(sender, "writeWithoutDailyQuota");
  return {
    standings: recipients.map((recipient) => ({
      id: recipient.id,
      replying: replying.has(recipient.id),
      mayWriteFirst: messagesPolicy.can(sender, "writeFirst", { kind: recipient.kind }),
      countedToday: today.has(recipient.id),
    })),
    day: { today: today.size, limit: unlimited ? COMPANY_DAILY_RECIPIENT_LIMIT : DAILY_RECIPIENT_LIMIT, unlimited },
  };
}

/** Whether a recipient would be a new person of the sender's day (not a reply, not counted yet). */
export function isNewToday(standing: RecipientStanding): boolean {
  return !standing.replying && !standing.countedToday;
}

/** Whether the sender may write to one recipient now (the rules of sendStandings), and how many new people they may still write to today. */
export function permissionOf(standing: RecipientStanding, day: SenderDay): SendPermission {
  const remaining = day.unlimited ? COMPANY_QUOTA : Math.max(0, day.limit - day.today);
  if (standing.replying) return { allowed: true, remaining, exempt: true };
  if (!standing.mayWriteFirst) return { allowed: false, reason: "company", remaining };
  if (isNewToday(standing) && day.today >= day.limit) return { allowed: false, reason: day.unlimited ? "companyLimit" : "limit", remaining };
  return { allowed: true, remaining, exempt: false };
}

/** The send rules for one recipient (see sendStandings), for the composer. */
export async function sendPermission(db: Db, sender: Actor, recipientId: string, recipientKind: AccountKind, now: Date): Promise<SendPermission> {
  const { standings, day } = await sendStandings(db, sender, [{ id: recipientId, kind: recipientKind }], now);
  return permissionOf(standings[0], day);
}
