import { eq, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { session } from "~/db/schema/auth";
import { accountDeletions } from "~/db/schema/privacy";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { queueMail } from "~/lib/mail/mail-queue.server";
import { purgePages } from "~/lib/page-cache.server";
import { clearedDeletionTicket, deletionTicketHolder } from "./deletion-ticket.server";
import { suppliedBy, suppliedByAll } from "./personal-data-registry.server";
import { deletionPausesListings, privacyPolicy } from "./policy";

/** Issue 25 §1: a deletion happens 14 days after it is asked for; until then signing in offers to cancel it. */
export const GRACE_DAYS = 14;
const GRACE_MS = GRACE_DAYS * 24 * 60 * 60 * 1000;

/** What a deletion switched off, to switch it back on when cancelled: each registered pause's own record, under its key (e.g. `site`, `offers`). */
type Paused = Record<string, unknown>;

/** How many admins other than this account are not on their way out. */
const OTHER_ADMINS = rawQuery(
  "privacy.other-admins",
  (userId: string) =>
    sql<{
      others: number | string;
    }>`select count(*)::int as others from (select id from user_profiles where is_admin union select id from company_profiles where is_admin) admins
        where admins.id <> ${userId} and admins.id not in (select user_id from account_deletions)`,
  [["someone"]],
);

/**
 * 'Eliminar mi cuenta': after the password (and the 2FA code when on), schedules the account's
 * deletion in 14 days. At once, in one transaction: every session ends (this browser's cookies are
 * cleared), the profile leaves searches, lists and suggestions, a company's website goes offline and
 * its open offers close, and an e-mail says when it will happen and how to cancel. The last admin
 * must appoint another first.
 */
export async function scheduleDeletion(ctx: Ctx, raw: { password?: unknown; code?: unknown }): Promise<{ deleteAfter: Date; setCookies: string[] }> {
  const actor = privacyPolicy.authorize(requireActor(ctx), "exerciseOwnRights");
  const identity = suppliedBy("identity");
  await identity.confirmIdentity(ctx, raw);
  const [admins] = await OTHER_ADMINS.rows(ctx.db, actor.id);
  privacyPolicy.authorize(actor, "deleteOwnAccount", Number(admins?.others ?? 0));
  const deleteAfter = new Date(ctx.now().getTime() + GRACE_MS);
  const setCookies = await withTransaction(ctx, async (tx) => {
    const [scheduled] = await tx.db
      .insert(accountDeletions)
      .values({ userId: actor.id, requestedAt: tx.now(), deleteAfter })
      .onConflictDoNothing()
      .returning({ userId: accountDeletions.userId });
    if (!scheduled) throw new AppError("DELETION_ALREADY_SCHEDULED", 409);
    const paused: Paused = {};
    if (deletionPausesListings(actor)) {
      for (const pause of suppliedByAll("deletionPause")) paused[pause.key] = await pause.pause(tx.db, actor.id, tx.now());
    }
    await tx.db.update(accountDeletions).set({ paused }).where(eq(accountDeletions.userId, actor.id));
    const cleared = await identity.signOut(tx);
    await tx.db.delete(session).where(eq(session.userId, actor.id));
    await queueMail(
      tx.db,
      actor.email,
      { name: "account-deletion-scheduled", deleteAfter: deleteAfter.toISOString(), url: `${env().PUBLIC_URL}/login` },
      ctx.locale,
    );
    return cleared;
  });
  await purgePages(ctx.db, "/explore");
  // A technician's page (technician-pages sits above this feature) and the sitemaps that list it.
  await purgePages(ctx.db, "/tecnicos");
  await purgePages(ctx.db, "/sitemap");
  return { deleteAfter, setCookies };
}

/**
 * Cancels a scheduled deletion with the permission the sign-in just gave its owner (password and
 * 2FA checked, no session handed out): the account is back as it was, with a company's website and
 * the offers the request closed. A cancelled or finished deletion answers as done; no permission is 400.
 */
export async function cancelDeletion(ctx: Ctx): Promise<{ setCookies: string[] }> {
  const userId = deletionTicketHolder(ctx.headers, ctx.now());
  if (!userId) throw new AppError("DELETION_TICKET_INVALID", 400);
  await withTransaction(ctx, async (tx) => {
    const [cancelled] = await tx.db.delete(accountDeletions).where(eq(accountDeletions.userId, userId)).returning({ paused: accountDeletions.paused });
    if (!cancelled) return;
    const paused = (cancelled.paused ?? {}) as Paused;
    for (const pause of suppliedByAll("deletionPause")) await pause.resume(tx.db, userId, paused[pause.key], tx.now());
  });
  await purgePages(ctx.db, "/explore");
  // A technician's page (technician-pages sits above this feature) and the sitemaps that list it.
  await purgePages(ctx.db, "/tecnicos");
  await purgePages(ctx.db, "/sitemap");
  return { setCookies: [clearedDeletionTicket()] };
}
