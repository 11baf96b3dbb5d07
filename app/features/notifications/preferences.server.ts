import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { notificationPreferences } from "~/db/schema/notifications";
import { type Ctx, requireActor } from "~/lib/context.server";
import { isNotificationType, NOTIFICATION_TYPES, type NotificationType } from "./constants";

export type Channel = "inApp" | "byEmail" | "byPush";
/** A member's choice for one type: shown in the app, sent by e-mail, sent to their devices by Web Push. */
export type Choice = { inApp: boolean; byEmail: boolean; byPush: boolean };
export type Preferences = Record<NotificationType, Choice>;
/** A choice to save; without `byPush` (a caller from before push) the type's push default stays. */
export type ChoiceInput = { inApp: boolean; byEmail: boolean; byPush?: boolean };

/** The type whose choice applies to a notification's type (a free-form type from an admin broadcast counts as system). */
export function choiceType(type: string): NotificationType {
  return isNotificationType(type) ? type : "system";
}

/** Per channel, `userId:type` for every known type these users have off there (their choice, else the type's default); one query. */
export async function mutedTypes(db: Db, userIds: string[]): Promise<Record<Channel, Set<string>>> {
  const muted: Record<Channel, Set<string>> = { inApp: new Set(), byEmail: new Set(), byPush: new Set() };
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return muted;
  const rows = await db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, ids));
  const chosen = new Map(rows.map((row) => [`${row.userId}:${row.notificationType}`, row]));
  for (const id of ids) {
    for (const [type, defaults] of Object.entries(NOTIFICATION_TYPES)) {
      const key = `${id}:${type}`;
      const choice = chosen.get(key);
      if (!(choice?.inApp ?? defaults.inApp)) muted.inApp.add(key);
      if (!(choice?.byEmail ?? defaults.byEmail)) muted.byEmail.add(key);
      if (!(choice?.byPush ?? defaults.byPush)) muted.byPush.add(key);
    }
  }
  return muted;
}

/** The signed-in member's choice for every type (the defaults where they never chose; a push choice never made is the type's default). */
export async function notificationPreferencesOf(ctx: Ctx): Promise<Preferences> {
  const actor = requireActor(ctx);
  const rows = await ctx.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, actor.id));
  const preferences = structuredClone(NOTIFICATION_TYPES) as Preferences;
  for (const row of rows) {
    if (!isNotificationType(row.notificationType)) continue;
    const type = row.notificationType;
    preferences[type] = { inApp: row.inApp, byEmail: row.byEmail, byPush: row.byPush ?? NOTIFICATION_TYPES[type].byPush };
  }
  return preferences;
}

/** Saves the signed-in member's choice for every known type at once (unknown types are ignored; a choice without byPush keeps the push default). */
export async function saveNotificationPreferences(ctx: Ctx, chosen: Partial<Record<NotificationType, ChoiceInput>>): Promise<void> {
  const actor = requireActor(ctx);
  const rows = Object.entries(chosen)
    .filter(([type]) => isNotificationType(type))
    .map(([type, value]) => ({
      userId: actor.id,
      notificationType: type,
      inApp: Boolean(value?.inApp),
      byEmail: Boolean(value?.byEmail),
      byPush: value?.byPush === undefined ? null : value.byPush,
      updatedAt: ctx.now(),
    }));
  await ctx.db.transaction(async (tx) => {
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, actor.id));
    if (rows.length > 0) await tx.insert(notificationPreferences).values(rows);
  });
}

/** The choice a preferences form sent: `<type>.inApp` / `<type>.byEmail` / `<type>.byPush` present means on; every known type is decided. */
export function preferencesFromForm(values: Record<string, string>): Preferences {
  const preferences = {} as Preferences;
  for (const type of Object.keys(NOTIFICATION_TYPES) as NotificationType[]) {
    preferences[type] = {
      inApp: values[`${type}.inApp`] !== undefined,
      byEmail: values[`${type}.byEmail`] !== undefined,
      byPush: values[`${type}.byPush`] !== undefined,
    };
  }
  return preferences;
}
