import type { Actor } from "~/lib/actor";
import { rolesOf } from "~/lib/actor-roles";
import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

export type AccountKind = "company" | "individual";

/** Spec §5 Messages: an individual writes to at most this many different people per UTC day. */
export const DAILY_RECIPIENT_LIMIT = 5;
/** Issue 20 §4: the abuse limit behind the spec's "no limit", new people a company writes to in a UTC day (a script, not a company, meets it). */
export const COMPANY_DAILY_RECIPIENT_LIMIT = 100;

/**
 * Who may write to whom (spec §5 Messages, §6), for the send, the composer and every 'Enviar
 * mensaje' button. What depends on the day's messages (the reply exemption, the quota) is counted by
 * send-rules.server.ts; this module says to whom those rules apply.
 */
export const messagesPolicy = definePolicy({
  /** Starting a conversation: an individual never writes first to a company. */
  writeFirst: {
    allows: (actor: PolicyActor, recipient: { kind: AccountKind }) => roles.isCompany(actor) || recipient.kind !== "company",
    refusal: { key: "MESSAGE_NO_COLD_COMPANY", status: 403 },
  },
  /** Writing to any number of new people a day: companies (their remaining quota reads 999). */
  writeWithoutDailyQuota: {
    allows: (actor: PolicyActor) => roles.isCompany(actor),
    refusal: { key: "MESSAGE_DAILY_LIMIT", status: 429 },
  },
  /** Opening a conversation with a suspended account: admins only (for everyone else it does not exist). */
  seeSuspendedCounterpart: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "MESSAGE_RECIPIENT_NOT_FOUND", status: 404 },
  },
  /** Issue 41: reading a file of a message an open report names: admins handling reports (for everyone else it does not exist). */
  readReportedFiles: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "MESSAGE_FILE_NOT_FOUND", status: 404 },
  },
});

/** The messages page of the actor's area: companies write from /company/messages, everyone else from /messages. */
export function messagesPathFor(actor: Actor): "/company/messages" | "/messages" {
  return roles.isCompany(rolesOf(actor)) ? "/company/messages" : "/messages";
}
