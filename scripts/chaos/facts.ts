// What the database says happened: the changes the load committed and the notifications they produced.
import type { Database } from "./database";

export type Baseline = { notificationId: number; outboxId: number };
export type Note = { id: number; userId: string; marker: string };
export type FollowEvent = { eventId: number; followerId: string; followedId: string };
export type FollowNote = { id: number; userId: string; sourceEventId: number; others: number };

export type Facts = {
  /** Committed messages, by subject (a marker twice would be one message stored twice). */
  messages: { marker: string; recipientId: string }[];
  /** Committed notices: their outbox events, by title. */
  broadcasts: { marker: string; userIds: string[] }[];
  follows: FollowEvent[];
  /** Message and notice notifications, by the marker they carry. */
  notes: Note[];
  followNotes: FollowNote[];
  /** Every notification after the baseline (what live streams must deliver). */
  notifications: { id: number; userId: string }[];
  /** Events of the load's kinds not processed yet (nor parked). */
  pending: number;
  /** Events of the load's kinds parked after failing every attempt. */
  parked: number;
};

const KINDS = `('message.sent', 'follow.created', 'notification.broadcast')`;

/** Reads the latest notification and outbox ids: everything after them is the suite's. */
export async function readBaseline(db: Database): Promise<Baseline> {
  const [row] = await db.query<{ n: string | null; o: string | null }>(
    "select (select max(id) from notifications) as n, (select coalesce(max(id), 0) from outbox) as o",
  );
  return { notificationId: Number(row?.n ?? 0), outboxId: Number(row?.o ?? 0) };
}

/** Reads every change and notification of the run whose markers start with `prefix`. */
export async function readFacts(db: Database, prefix: string, baseline: Baseline): Promise<Facts> {
  const like = `${prefix}%`;
  const [messages, broadcasts, follows, notes, followNotes, notifications, [counts]] = await Promise.all([
    db.query<{ marker: string; recipient_id: string }>("select subject as marker, recipient_id from messages where subject like $1", [like]),
    db.query<{ marker: string; user_ids: string[] }>(
      "select payload->>'title' as marker, payload->'userIds' as user_ids from outbox where type = 'notification.broadcast' and payload->>'title' like $1",
      [like],
    ),
    db.query<{ id: string; follower_id: string; followed_id: string }>(
      "select id, payload->>'followerId' as follower_id, payload->>'followedId' as followed_id from outbox where type = 'follow.created' and id > $1",
      [baseline.outboxId],
    ),
    db.query<{ id: string; user_id: string; marker: string }>(
      `select id, user_id, coalesce(params->>'subject', title) as marker from notifications
       where id > $1 and notification_type in ('message', 'system') and coalesce(params->>'subject', title) like $2`,
      [baseline.notificationId, like],
    ),
    db.query<{ id: string; user_id: string; source_event_id: string; others: string | null }>(
      "select id, user_id, source_event_id, params->>'count' as others from notifications where id > $1 and notification_type = 'follow'",
      [baseline.notificationId],
    ),
    db.query<{ id: string; user_id: string }>("select id, user_id from notifications where id > $1", [baseline.notificationId]),
    db.query<{ pending: string; parked: string }>(
      `select count(*) filter (where processed_at is null and parked_at is null) as pending, count(*) filter (where parked_at is not null) as parked
       from outbox where id > $1 and type in ${KINDS}`,
      [baseline.outboxId],
    ),
  ]);
  return {
    messages: messages.map((row) => ({ marker: row.marker, recipientId: row.recipient_id })),
    broadcasts: broadcasts.map((row) => ({ marker: row.marker, userIds: row.user_ids })),
    follows: follows.map((row) => ({ eventId: Number(row.id), followerId: row.follower_id, followedId: row.followed_id })),
    notes: notes.map((row) => ({ id: Number(row.id), userId: row.user_id, marker: row.marker })),
    followNotes: followNotes.map((row) => ({
      id: Number(row.id),
      userId: row.user_id,
      sourceEventId: Number(row.source_event_id),
      others: Number(row.others ?? 0),
    })),
    notifications: notifications.map((row) => ({ id: Number(row.id), userId: row.user_id })),
    pending: Number(counts?.pending ?? 0),
    parked: Number(counts?.parked ?? 0),
  };
}
