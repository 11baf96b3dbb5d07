import { and, gt, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { EXPIRY_REMINDER_DAYS } from "~/db/assessment-values";
import type { Db } from "~/db/client.server";
import { certificates } from "~/db/schema/learning";
import type { Ctx } from "~/lib/context.server";
import { enqueue } from "~/lib/outbox/enqueue.server";

/** How often certificates near their expiry are looked for. */
export const CERTIFICATE_REMINDER_INTERVAL_MS = 60 * 60_000;

const DAY_MS = 86_400_000;
/** Certificates reminded per pass and run (the next run takes the rest). */
const BATCH = 500;

type ReminderDays = (typeof EXPIRY_REMINDER_DAYS)[number];

/** The column that records one reminder. */
const remindedColumn = (days: ReminderDays) => (days === 7 ? certificates.reminded7At : certificates.reminded60At);

/**
 * Marks the current, unrevoked certificates expiring within `days` days and not yet reminded for them,
 * and enqueues one `certificate.expiring` each in the same transaction. The 7-day reminder also marks
 * the 60-day one, so a certificate found late is reminded once, with the nearer date.
 */
async function remindWithin(db: Db, now: Date, days: ReminderDays): Promise<number> {
  const column = remindedColumn(days);
  const due = db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        isNotNull(certificates.expiresAt),
        gt(certificates.expiresAt, now),
        lte(certificates.expiresAt, new Date(now.getTime() + days * DAY_MS)),
        isNull(certificates.supersededAt),
        isNull(certificates.revokedAt),
        isNull(column),
      ),
    )
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const marks = days === 7 ? { reminded7At: now, reminded60At: sql`coalesce(${certificates.reminded60At}, ${now})` } : { reminded60At: now };
  const reminded = await db
    .update(certificates)
    .set(marks)
    .where(and(inArray(certificates.id, due), isNull(column)))
    .returning({ id: certificates.id, userId: certificates.userId, courseTitle: certificates.courseTitle, expiresAt: certificates.expiresAt });
  for (const row of reminded) {
    if (!row.expiresAt) continue;
    await enqueue(db, {
      type: "certificate.expiring",
      payload: {
        certificateId: row.id,
        userId: row.userId,
        courseTitle: row.courseTitle,
        days: Math.ceil((row.expiresAt.getTime() - now.getTime()) / DAY_MS),
        expiresAt: row.expiresAt.toISOString(),
      },
    });
  }
  return reminded.length;
}

/** Reminds holders 60 and 7 days before a current, unrevoked certificate expires, once each (a second run, or two at once, remind no one again); answers how many were reminded. */
export async function remindExpiringCertificates(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const soon = await remindWithin(db, now, 7);
    return soon + (await remindWithin(db, now, 60));
  });
}
