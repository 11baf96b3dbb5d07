import { adminAudit } from "~/db/schema/admin-audit";
import type { Ctx } from "./context.server";

/** What admins do (issue 25 §3), each a catalog key of `members:adminAudit.actions` (the dot is a level of nesting there). */
export const AUDIT_ACTIONS = [
  "account.level",
  "account.tier",
  "account.admin",
  "account.trainer",
  "account.suspend",
  "account.unsuspend",
  "appeal.lift",
  "appeal.uphold",
  "report.dismiss",
  "certificate.revoke",
  "certificate.correct",
  "credential.rotate-key",
  "certificate.restore",
  "news.publish",
  "news.unpublish",
  "event.create",
  "event.cancel",
  "event.approve",
  "event.reject",
  "course.publish",
  "course.unpublish",
  "course.trainer",
  "library.publish",
  "library.unpublish",
  "outbox.retry",
  "notification.broadcast",
  "level-request.approve",
  "level-request.refuse",
  "privacy-request.answer",
  "review.hide",
  "course-review.hide",
  "course-review.restore",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Every field an action's state before and after may name, each a catalog key of `members:adminAudit.fields`. */
export const AUDIT_FIELDS = [
  "suspended",
  "reportId",
  "reason",
  "appealsLifted",
  "status",
  "reportsActioned",
  "suspensionReason",
  "published",
  "level",
  "tier",
  "admin",
  "trainer",
  "audience",
  "recipients",
  "title",
  "message",
  "slug",
  "approval",
  "parked",
  "kind",
  "answer",
  "revoked",
  "holderName",
  "trainerId",
  "keyId",
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];

/** A state before or after an action: only fields the log screen can name in every language. */
export type AuditState = { [field in AuditField]?: unknown };

/** One admin action as the log keeps it: on what, whom it concerns, and the state before and after. */
export type AuditEntry = {
  action: AuditAction;
  targetType:
    | "account"
    | "report"
    | "certificate"
    | "credential-key"
    | "news"
    | "event"
    | "course"
    | "outbox"
    | "broadcast"
    | "level-request"
    | "privacy-request"
    | "appeal"
    | "library-document"
    | "review"
    | "course-review";
  targetId: string;
  /** The member the action concerns (shown in their export and filterable), when there is one. */
  subjectId?: string | null;
  before?: AuditState;
  after?: AuditState;
};

/** The actor and address the log names for an action taken at the server's console (npm run admin:create), where nobody is signed in. */
export const CONSOLE_ACTOR = "console";

/** Writes an action taken at the server's console to the same append-only log, in the action's own transaction. */
export async function recordConsoleAction(tx: Pick<Ctx, "db" | "now">, entry: AuditEntry): Promise<void> {
  await insertAuditRow(tx, CONSOLE_ACTOR, CONSOLE_ACTOR, entry);
}

/** One row of the log: who acted, from which address, on what, with the state before and after. */
async function insertAuditRow(tx: Pick<Ctx, "db" | "now">, actorId: string, ip: string, entry: AuditEntry): Promise<void> {
  await tx.db.insert(adminAudit).values({
    actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    subjectId: entry.subjectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip,
    createdAt: tx.now(),
  });
}

/**
 * Writes an admin action to the append-only log with the acting admin and the request's address.
 * Call it with the action's own transaction: the row exists exactly when the action commits, and a
 * failure to write it fails the action.
 */
export async function recordAdminAction(tx: Pick<Ctx, "db" | "actor" | "ip" | "now">, entry: AuditEntry): Promise<void> {
  if (!tx.actor) throw new Error("an admin action needs its admin");
  await insertAuditRow(tx, tx.actor.id, tx.ip, entry);
}
