import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import type { ConsumerCtx } from "~/lib/outbox/consumers.server";
import type { StoredEvent } from "~/lib/outbox/events";
import { bulkCreateNotifications } from "./notifications.server";

const MEMBER_PAGE = 1000;

/** Calls `work` with every verified member's id, a page at a time (never the whole table in memory). */
async function forEachMemberPage(db: Db, work: (ids: string[]) => Promise<unknown>): Promise<void> {
  let after = "";
  for (;;) {
    const page = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.emailVerified, true), gt(user.id, after)))
      .orderBy(asc(user.id))
      .limit(MEMBER_PAGE);
    if (page.length === 0) return;
    await work(page.map((row) => row.id));
    after = page[page.length - 1].id;
  }
}

/** Delivers an admin's broadcast: to every verified member a page at a time, or to its list; keyed by the event, so a rerun adds only what is missing. */
export async function deliverBroadcast(ctx: ConsumerCtx, event: StoredEvent<"notification.broadcast">): Promise<void> {
  const { audience, userIds, title, message } = event.payload;
  const send = (ids: string[]) => bulkCreateNotifications(ctx.db, { userIds: ids, title, message, notificationType: "system" }, { sourceEventId: event.id });
  if (audience === "members") await forEachMemberPage(ctx.db, send);
  else await send(userIds);
}
