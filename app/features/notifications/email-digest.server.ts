import { and, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { notificationEmailState, notificationPreferences, notifications } from "~/db/schema/notifications";
import type { Ctx } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { asLocale, DEFAULT_LOCALE } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { queueMail } from "~/lib/mail/mail-queue.server";
import type { ConsumerCtx } from "~/lib/outbox/consumers.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { signature, signatureMatches } from "~/lib/signature.server";
import { NOTIFICATION_TYPES } from "./constants";
import { notificationText } from "./notification-texts";
import { mutedTypes } from "./preferences.server";

/** A notification is mailed only if still unread this long after it arrived. */
export const DIGEST_DELAY_MS = 15 * 60 * 1000;
/** At most one digest per member in this time. */
export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;
const DIGEST_ITEMS = 10;
const DIGEST_SCAN = 200;

/** Asks for a digest check 15 minutes from now for each of these users who gets one of these types by e-mail (`muted`: `userId:type` off by e-mail). */
export async function scheduleDigests(db: Db, rows: { userId: string; notificationType: string }[], muted: Set<string>, now: Date): Promise<void> {
  const due = new Set(rows.filter((row) => !muted.has(`${row.userId}:${row.notificationType}`)).map((row) => row.userId));
  for (const userId of due)
    await enqueue(db, { type: "notification.email_due", payload: { userId } }, { availableAt: new Date(now.getTime() + DIGEST_DELAY_MS) });
}

/** The secret that lets an e-mail's link turn a member's notification e-mails off without signing in. */
export function unsubscribeToken(userId: string): string {
  return signature(`notification-emails:${userId}`);
}

/** The one-click unsubscribe link of a member's digests. */
export function unsubscribeUrl(userId: string): string {
  return `${env().PUBLIC_URL}/unsubscribe/notifications?u=${encodeURIComponent(userId)}&t=${unsubscribeToken(userId)}`;
}

/** The one-click link a notification's parameters carry to stop that kind of notice (`stopUrl`, written by the feature that sent it), only when it points at this site. */
function stopLink(params: unknown): { stopUrl?: string } {
  const url = params && typeof params === "object" ? (params as Record<string, unknown>).stopUrl : undefined;
  return typeof url === "string" && url.startsWith(`${env().PUBLIC_URL}/`) ? { stopUrl: url } : {};
}

/**
 * Mails the member a digest of what is still unread 15 minutes after it arrived, of the types they
 * get by e-mail, at most one an hour (a check inside the hour waits for its end), in the language the
 * member last chose (Spanish if never). Each notification is mailed once: the digest, the marks and
 * the mail request commit together.
 */
export async function sendDigest(ctx: ConsumerCtx, userId: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.insert(notificationEmailState).values({ userId }).onConflictDoNothing();
    const [state] = await tx
      .select({ lastDigestAt: notificationEmailState.lastDigestAt })
      .from(notificationEmailState)
      .where(eq(notificationEmailState.userId, userId))
      .for("update");
    if (!state) return;
    const muted = (await mutedTypes(tx, [userId])).byEmail;
    const pending = (
      await tx
        .select({
          id: notifications.id,
          title: notifications.title,
          message: notifications.message,
          titleKey: notifications.titleKey,
          messageKey: notifications.messageKey,
          params: notifications.params,
          type: notifications.notificationType,
        })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.isRead, false),
            isNull(notifications.emailedAt),
            lte(notifications.createdAt, new Date(now.getTime() - DIGEST_DELAY_MS)),
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(DIGEST_SCAN)
    ).filter((row) => !muted.has(`${userId}:${row.type}`));
    if (pending.length === 0) return;
    const last = state.lastDigestAt;
    if (last && now.getTime() - last.getTime() < DIGEST_INTERVAL_MS) {
      await enqueue(tx, { type: "notification.email_due", payload: { userId } }, { availableAt: new Date(last.getTime() + DIGEST_INTERVAL_MS) });
      return;
    }
    const [account] = await tx.select({ email: user.email, locale: user.locale }).from(user).where(eq(user.id, userId));
    if (!account) return;
    await tx
      .update(notifications)
      .set({ emailedAt: now })
      .where(
        inArray(
          notifications.id,
          pending.map((row) => row.id),
        ),
      );
    await tx.update(notificationEmailState).set({ lastDigestAt: now }).where(eq(notificationEmailState.userId, userId));
    const locale = asLocale(account.locale) ?? DEFAULT_LOCALE;
    const { t } = serverI18n(locale);
    await queueMail(
      tx,
      account.email,
      {
        name: "notification-digest",
        items: pending.slice(0, DIGEST_ITEMS).map((row) => ({ ...notificationText(row, t), ...stopLink(row.params) })),
        total: pending.length,
        url: `${env().PUBLIC_URL}/notifications`,
        preferencesUrl: `${env().PUBLIC_URL}/settings/notifications`,
        unsubscribeUrl: unsubscribeUrl(userId),
      },
      locale,
    );
  });
}

/** Turns every notification e-mail of the member off, from the link of a digest (no sign-in; the link's signature is checked in constant time). */
export async function unsubscribeFromDigests(ctx: Pick<Ctx, "db" | "now">, input: { userId?: string; token?: string }): Promise<void> {
  const userId = input.userId ?? "";
  if (!userId || !signatureMatches(`notification-emails:${userId}`, input.token ?? "")) throw new AppError("UNSUBSCRIBE_LINK_INVALID", 400);
  const [account] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!account) throw new AppError("UNSUBSCRIBE_LINK_INVALID", 400);
  const existing = await ctx.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const rows = Object.entries(NOTIFICATION_TYPES).map(([type, defaults]) => ({
    userId,
    notificationType: type,
    inApp: existing.find((row) => row.notificationType === type)?.inApp ?? defaults.inApp,
    byEmail: false,
    updatedAt: ctx.now(),
  }));
  await ctx.db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.notificationType],
      set: { byEmail: false, updatedAt: sql`excluded.updated_at` },
    });
}
