import { ECDH, randomUUID } from "node:crypto";
import { and, desc, eq, notInArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { pushSubscriptions } from "~/db/schema/push";
import { DATABASE_TEXT_LIMITS } from "~/db/text-limits";
import { type Ctx, requireActor } from "~/lib/context.server";
import { deviceLabel } from "~/lib/device-label";
import { env, isDeployed } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { parseInput } from "~/lib/parse-input.server";
import { isAllowedPushEndpoint } from "~/lib/push/push-endpoint.server";
import { consumeLimit } from "~/lib/rate-limit.server";
import { PUSH_DEVICES_MAX, PUSH_SUBSCRIPTIONS_PER_HOUR } from "./constants";

/** One of the member's devices that receive their notifications by Web Push, as the screens show it (never its keys or endpoint). */
export type PushDevice = { id: string; label: string; createdAt: string; lastSuccessAt: string | null; failing: boolean; thisDevice: boolean };

/** Failed sends in a row after which the device is shown as not answering. */
const FAILING_AFTER = 3;
const INVALID = "PUSH_SUBSCRIPTION_INVALID";
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decoded(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value.replace(/=+$/, ""), "base64url") : null;
}

/** An uncompressed point on P-256 (65 bytes, first byte 4), as RFC 8291 wants the browser's key. */
function isP256Point(value: string): boolean {
  const bytes = decoded(value);
  if (bytes?.length !== 65 || bytes[0] !== 4) return false;
  try {
    ECDH.convertKey(bytes, "prime256v1");
    return true;
  } catch {
    return false;
  }
}

const subscriptionInput = z.object(
  {
    endpoint: z
      .string(INVALID)
      .max(DATABASE_TEXT_LIMITS["push_subscriptions.endpoint"].max, INVALID)
      .refine((value) => URL.canParse(value), INVALID),
    expirationTime: z.number(INVALID).nullable().optional(),
    keys: z.object(
      {
        p256dh: z.string(INVALID).refine(isP256Point, INVALID),
        auth: z.string(INVALID).refine((value) => decoded(value)?.length === 16, INVALID),
      },
      INVALID,
    ),
  },
  INVALID,
);

type DeviceRow = { id: string; label: string; createdAt: Date; lastSuccessAt: Date | null; failures: number; sessionId: string };

function deviceOf(row: DeviceRow, ctx: Ctx): PushDevice {
  return {
    id: row.id,
    label: row.label || serverI18n(ctx.locale).t("members:pushDeviceUnknown"),
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    failing: row.failures >= FAILING_AFTER,
    thisDevice: row.sessionId === ctx.actor?.sessionId,
  };
}

const DEVICE_COLUMNS = {
  id: pushSubscriptions.id,
  label: pushSubscriptions.label,
  createdAt: pushSubscriptions.createdAt,
  lastSuccessAt: pushSubscriptions.lastSuccessAt,
  failures: pushSubscriptions.failures,
  sessionId: pushSubscriptions.sessionId,
};

/** Keeps the member's newest PUSH_DEVICES_MAX devices and deletes the older ones. */
async function keepNewestDevices(db: Db, userId: string): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(PUSH_DEVICES_MAX);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/**
 * Turns Web Push on for the browser of this request: a valid subscription (an endpoint of a known push
 * service, the browser's P-256 key and 16-byte secret) is saved for the signed-in member and this
 * session, replacing what the same endpoint held (a device another member had passes to this one); at
 * most 10 devices a member, the oldest going; at most 20 a member an hour.
 */
export async function subscribeDevice(ctx: Ctx, input: unknown): Promise<PushDevice> {
  const actor = requireActor(ctx);
  const { endpoint, keys } = parseInput(subscriptionInput, input);
  if (!isAllowedPushEndpoint(endpoint, isDeployed(env()))) throw new AppError("PUSH_SERVICE_NOT_ALLOWED", 400, {}, "endpoint");
  await consumeLimit(ctx, PUSH_SUBSCRIPTIONS_PER_HOUR, actor.id, "PUSH_SUBSCRIBE_LIMIT");
  const now = ctx.now();
  const label = deviceLabel(ctx.headers.get("user-agent")).slice(0, DATABASE_TEXT_LIMITS["push_subscriptions.label"].max);
  const sameOwner = sql`${pushSubscriptions.userId} = excluded.user_id`;
  const row = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ id: randomUUID(), userId: actor.id, sessionId: actor.sessionId, endpoint, p256dh: keys.p256dh, auth: keys.auth, label, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: sql`excluded.user_id`,
          sessionId: sql`excluded.session_id`,
          p256dh: sql`excluded.p256dh`,
          auth: sql`excluded.auth`,
          label: sql`excluded.label`,
          createdAt: sql`case when ${sameOwner} then ${pushSubscriptions.createdAt} else excluded.created_at end`,
          lastSuccessAt: sql`case when ${sameOwner} then ${pushSubscriptions.lastSuccessAt} else null end`,
          failures: 0,
        },
      })
      .returning(DEVICE_COLUMNS);
    await keepNewestDevices(tx, actor.id);
    return saved;
  });
  if (!row) throw new AppError(INVALID, 400);
  return deviceOf(row, ctx);
}

/** The signed-in member's devices that receive pushes, newest first, each saying whether it is this browser's. */
export async function pushDevicesOf(ctx: Ctx): Promise<PushDevice[]> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select(DEVICE_COLUMNS)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, actor.id))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return rows.map((row) => deviceOf(row, ctx));
}

/** Stops pushes to one of the signed-in member's devices, named by its id or its endpoint; anyone else's (or none) is a 404. */
export async function removePushDevice(ctx: Ctx, input: { deviceId?: unknown; endpoint?: unknown }): Promise<void> {
  const actor = requireActor(ctx);
  const deviceId = typeof input.deviceId === "string" && input.deviceId ? input.deviceId : null;
  const endpoint = typeof input.endpoint === "string" && input.endpoint ? input.endpoint : null;
  if (!deviceId && !endpoint) throw new AppError("PUSH_DEVICE_NOT_FOUND", 404);
  const named = or(deviceId ? eq(pushSubscriptions.id, deviceId) : undefined, endpoint ? eq(pushSubscriptions.endpoint, endpoint) : undefined);
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, actor.id), named))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new AppError("PUSH_DEVICE_NOT_FOUND", 404);
}
