import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { notifications } from "~/db/schema/notifications";
import { pushDeliveries, pushSubscriptions } from "~/db/schema/push";
import { asLocale, DEFAULT_LOCALE, type Locale } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { logger } from "~/lib/logger.server";
import type { ConsumerCtx } from "~/lib/outbox/consumers.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { sendPush } from "~/lib/push/send-push.server";
import { toClientNotification } from "./client-notification";
import { PUSH_BODY_MAX, PUSH_TTL_SECONDS } from "./constants";
import { choiceType, mutedTypes } from "./preferences.server";

/** What a device's service worker receives (contract §2): shown as a system notification that opens `url`. */
export type PushPayload = { title: string; body: string; url: string; tag: string; lang: Locale };

/** Types whose push wakes the phone at once (someone is waiting for an answer). */
const URGENT_TYPES = new Set(["message", "booking"]);

/** Thrown after a pass in which some device's push service asked us to come back: the outbox retries the devices not yet reached. */
class PushRetry extends Error {
  override name = "PushRetry";
}

/**
 * Asks for the push of the notifications just created whose member has a device and wants that type by
 * push (`mutedByPush`: `userId:type` off by push), as one outbox event in the caller's transaction.
 */
export async function schedulePushes(db: Db, rows: { id: number; userId: string; notificationType: string }[], mutedByPush: Set<string>): Promise<void> {
  const wanted = rows.filter((row) => !mutedByPush.has(`${row.userId}:${choiceType(row.notificationType)}`));
  if (wanted.length === 0) return;
  const withDevices = new Set(
    (
      await db
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(
          inArray(
            pushSubscriptions.userId,
            wanted.map((row) => row.userId),
          ),
        )
    ).map((row) => row.userId),
  );
  const due = wanted.filter((row) => withDevices.has(row.userId)).map((row) => row.id);
  if (due.length > 0) await enqueue(db, { type: "notification.push_due", payload: { notificationIds: due } });
}

/** Cuts a text to `max` code points, ending with an ellipsis when cut. */
function shortened(text: string, max: number): string {
  const points = [...text];
  return points.length <= max
    ? text
    : `${points
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

type Pending = typeof notifications.$inferSelect & { locale: string | null };

function payloadOf(row: Pending): PushPayload {
  const lang = asLocale(row.locale) ?? DEFAULT_LOCALE;
  const shown = toClientNotification(row, serverI18n(lang).t);
  return {
    title: shortened(shown.title, PUSH_BODY_MAX),
    body: shortened(shown.message, PUSH_BODY_MAX),
    url: shown.href ?? "/notifications",
    tag: `notification-${row.id}`,
    lang,
  };
}

/** Sends one notification to one device unless it already went there; true when the push service asked us to try again. */
async function pushToDevice(ctx: ConsumerCtx, row: Pending, device: typeof pushSubscriptions.$inferSelect, payload: string): Promise<boolean> {
  const claimed = await ctx.db
    .insert(pushDeliveries)
    .values({ notificationId: row.id, subscriptionId: device.id, createdAt: ctx.now() })
    .onConflictDoNothing()
    .returning({ id: pushDeliveries.subscriptionId });
  if (claimed.length === 0) return false;
  const result = await sendPush(device, payload, { ttlSeconds: PUSH_TTL_SECONDS, urgency: URGENT_TYPES.has(row.notificationType) ? "high" : "normal" });
  switch (result.outcome) {
    case "sent":
      await ctx.db.update(pushSubscriptions).set({ lastSuccessAt: ctx.now(), failures: 0 }).where(eq(pushSubscriptions.id, device.id));
      return false;
    case "gone":
      await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      return false;
    case "retry":
      await ctx.db.delete(pushDeliveries).where(and(eq(pushDeliveries.notificationId, row.id), eq(pushDeliveries.subscriptionId, device.id)));
      await ctx.db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(eq(pushSubscriptions.id, device.id));
      return true;
    case "refused":
      logger.warn({ status: result.status, notificationType: row.notificationType }, "push service refused a notification");
      return false;
  }
}

/**
 * Pushes each of these notifications still unread, of a type its member still wants by push and younger
 * than a push's life, to each of the member's devices, titled and worded in the member's language.
 * A device gets a notification at most once: its delivery row is claimed before the send and only
 * released when the push service asks us to come back (429, 5xx, no answer), in which case this throws
 * after trying every other device, so the outbox's retry reaches only the devices still missing it.
 * A device its push service says is gone (404, 410) is deleted.
 */
export async function deliverPushes(ctx: ConsumerCtx, notificationIds: number[]): Promise<void> {
  if (notificationIds.length === 0) return;
  const oldest = new Date(ctx.now().getTime() - PUSH_TTL_SECONDS * 1000);
  const rows = (
    await ctx.db
      .select({ notification: notifications, locale: user.locale })
      .from(notifications)
      .innerJoin(user, eq(user.id, notifications.userId))
      .where(and(inArray(notifications.id, notificationIds), eq(notifications.isRead, false), sql`${notifications.createdAt} > ${oldest}`))
      .orderBy(notifications.id)
  ).map(({ notification, locale }) => ({ ...notification, locale }));
  const userIds = [...new Set(rows.map((row) => row.userId))];
  if (userIds.length === 0) return;
  const muted = (await mutedTypes(ctx.db, userIds)).byPush;
  const devicesOf = new Map<string, (typeof pushSubscriptions.$inferSelect)[]>();
  for (const device of await ctx.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)).orderBy(pushSubscriptions.createdAt))
    devicesOf.set(device.userId, [...(devicesOf.get(device.userId) ?? []), device]);
  let retry = false;
  for (const row of rows) {
    if (muted.has(`${row.userId}:${choiceType(row.notificationType)}`)) continue;
    const devices = devicesOf.get(row.userId) ?? [];
    if (devices.length === 0) continue;
    const payload = JSON.stringify(payloadOf(row));
    for (const device of devices) if (await pushToDevice(ctx, row, device, payload)) retry = true;
  }
  if (retry) throw new PushRetry("Un servicio de avisos pidió reintentar");
}
