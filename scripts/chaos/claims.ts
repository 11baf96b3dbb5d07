// Outbox events held by a worker's claim (a lease): what a dead instance, or a broken connection, leaves behind.
import type { Database } from "./database";

export type Claim = { id: number; lockedUntil: Date };

const KINDS = `('message.sent', 'follow.created', 'notification.broadcast')`;

/** Events of the load's kinds claimed now and not finished (their lease runs). */
export async function heldClaims(db: Database, afterOutboxId: number): Promise<Claim[]> {
  const rows = await db.query<{ id: string; locked_until: Date }>(
    `select id, locked_until from outbox where id > $1 and type in ${KINDS}
       and processed_at is null and parked_at is null and locked_until > now()`,
    [afterOutboxId],
  );
  return rows.map((row) => ({ id: Number(row.id), lockedUntil: new Date(row.locked_until) }));
}

/** Of these claims, the ones still held (not finished): after a moment, what only a dead or cut-off worker would still hold. */
export async function stillHeld(db: Database, claims: Claim[]): Promise<Claim[]> {
  if (claims.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    "select id from outbox where id = any($1::bigint[]) and processed_at is null and parked_at is null and locked_until > now()",
    [claims.map((claim) => claim.id)],
  );
  const held = new Set(rows.map((row) => Number(row.id)));
  return claims.filter((claim) => held.has(claim.id));
}

/** For each claim: seconds from the end of its original lease to when the event was processed (null while it is not). */
export async function finishedAfterLease(db: Database, claims: Claim[]): Promise<(number | null)[]> {
  if (claims.length === 0) return [];
  const rows = await db.query<{ id: string; processed_at: Date | null }>("select id, processed_at from outbox where id = any($1::bigint[])", [
    claims.map((claim) => claim.id),
  ]);
  const processed = new Map(rows.map((row) => [Number(row.id), row.processed_at ? new Date(row.processed_at) : null]));
  return claims.map((claim) => {
    const at = processed.get(claim.id);
    return at ? (at.getTime() - claim.lockedUntil.getTime()) / 1000 : null;
  });
}
