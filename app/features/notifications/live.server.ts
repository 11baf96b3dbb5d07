import { eq, max } from "drizzle-orm";
import { notifications } from "~/db/schema/notifications";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import type { LiveStreams } from "~/lib/live/streams.server";
import { type ClientNotification, toClientNotification } from "./client-notification";
import { notificationsAfter } from "./notifications.server";

/** A resume point from `Last-Event-ID` (or `?after=`): a non-negative integer, else null. */
function resumePoint(value: string | null): number | null {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * The signed-in user's live stream of notifications ('No hay usuario autenticado' otherwise), held
 * by the session it was opened with: it ends when that session ends. It resumes after
 * `Last-Event-ID` (a reconnect gets exactly what it missed) or `?after=` (the newest id the page
 * already shows); with neither, it starts from now. One too many for the session or the user is a 429.
 */
export async function openNotificationStream(ctx: Ctx, streams: LiveStreams, request: Request): Promise<Response> {
  if (!ctx.actor) throw new AppError("NO_AUTHENTICATED_USER", 401);
  const { id: userId, sessionId } = ctx.actor;
  streams.assertRoom(userId, sessionId);
  let afterId = resumePoint(request.headers.get("last-event-id")) ?? resumePoint(new URL(request.url).searchParams.get("after"));
  if (afterId === null) {
    const [row] = await ctx.db
      .select({ newest: max(notifications.id) })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    afterId = row?.newest ?? 0;
  }
  const source = async (after: number) =>
    (await notificationsAfter(ctx.db, userId, after)).map((row) => ({
      id: row.id,
      event: "notification",
      data: toClientNotification(row, serverI18n(ctx.locale).t) satisfies ClientNotification,
    }));
  return streams.open({ userId, sessionId }, afterId, source, request.signal);
}
