// Judges a run: every accepted action committed, every committed change notified exactly once per recipient, every notification streamed exactly once to every client.
import type { ActionKind, Attempt } from "./actions";
import type { Facts, FollowNote } from "./facts";
import type { SseClient } from "./sse-clients";

export type Tally = {
  phase: string;
  accepted: Record<ActionKind, number>;
  refused: number;
  uncertain: number;
  /** Changes committed although their answer was a refusal or was lost (they must be notified too). */
  committedUnanswered: number;
  /** Accepted actions the database does not hold. */
  acceptedNotCommitted: number;
  dbExpected: number;
  dbDelivered: number;
  dbLost: number;
  dbDuplicated: number;
  sseExpected: number;
  sseDelivered: number;
  sseLost: number;
  sseDuplicated: number;
  /** Notifications a client received that are not its member's. */
  sseStray: number;
};

const UNATTRIBUTED = "(no action of the run)";

function emptyTally(phase: string): Tally {
  return {
    phase,
    accepted: { message: 0, follow: 0, broadcast: 0 },
    refused: 0,
    uncertain: 0,
    committedUnanswered: 0,
    acceptedNotCommitted: 0,
    dbExpected: 0,
    dbDelivered: 0,
    dbLost: 0,
    dbDuplicated: 0,
    sseExpected: 0,
    sseDelivered: 0,
    sseLost: 0,
    sseDuplicated: 0,
    sseStray: 0,
  };
}

/** A change's expected notifications: `counts[i]` notifications reached recipient i. */
function judgeRecipients(tally: Tally, counts: number[]): void {
  for (const count of counts) {
    tally.dbExpected += 1;
    if (count > 0) tally.dbDelivered += 1;
    else tally.dbLost += 1;
    if (count > 1) tally.dbDuplicated += count - 1;
  }
}

/**
 * Follow notifications are batched: one per followed member and batch, from the newest follow,
 * saying how many others there were. Each notification covers `1 + others` follow events of its
 * member up to its source event, oldest first; an event no notification covers is lost, a
 * notification claiming more events than remain counts the excess as duplicates.
 */
function coverFollows(facts: Facts): { covered: Map<number, number>; excess: Map<number, number> } {
  const covered = new Map<number, number>();
  const excess = new Map<number, number>();
  const notesByMember = new Map<string, FollowNote[]>();
  for (const note of facts.followNotes) notesByMember.set(note.userId, [...(notesByMember.get(note.userId) ?? []), note]);
  for (const [member, notes] of notesByMember) {
    const events = facts.follows.filter((event) => event.followedId === member).sort((a, b) => a.eventId - b.eventId);
    for (const note of notes.sort((a, b) => a.sourceEventId - b.sourceEventId)) {
      let wanted = 1 + note.others;
      for (const event of events) {
        if (wanted === 0 || event.eventId > note.sourceEventId) break;
        if (covered.has(event.eventId)) continue;
        covered.set(event.eventId, note.id);
        wanted -= 1;
      }
      if (wanted > 0) excess.set(note.sourceEventId, (excess.get(note.sourceEventId) ?? 0) + wanted);
    }
  }
  return { covered, excess };
}

/** One tally per phase (in the order given), plus one for changes no attempt of the run explains, if any. */
export function tallyRun(phases: string[], attempts: Attempt[], facts: Facts, clients: SseClient[]): Tally[] {
  const tallies = new Map(phases.map((phase) => [phase, emptyTally(phase)]));
  const tallyOf = (phase: string) => {
    if (!tallies.has(phase)) tallies.set(phase, emptyTally(phase));
    return tallies.get(phase) as Tally;
  };
  const byMarker = new Map(attempts.map((attempt) => [attempt.marker, attempt]));
  const phaseOf = (marker: string) => byMarker.get(marker)?.phase ?? UNATTRIBUTED;
  const committed = new Set<string>();
  const noteCounts = new Map<string, number>();
  const notePhase = new Map<number, string>();
  for (const note of facts.notes) {
    noteCounts.set(`${note.marker}|${note.userId}`, (noteCounts.get(`${note.marker}|${note.userId}`) ?? 0) + 1);
    notePhase.set(note.id, phaseOf(note.marker));
  }

  for (const message of facts.messages) {
    const tally = tallyOf(phaseOf(message.marker));
    if (committed.has(message.marker)) {
      tally.dbDuplicated += 1;
      continue;
    }
    committed.add(message.marker);
    judgeRecipients(tally, [noteCounts.get(`${message.marker}|${message.recipientId}`) ?? 0]);
  }
  for (const broadcast of facts.broadcasts) {
    const tally = tallyOf(phaseOf(broadcast.marker));
    if (committed.has(broadcast.marker)) {
      tally.dbDuplicated += 1;
      continue;
    }
    committed.add(broadcast.marker);
    judgeRecipients(
      tally,
      broadcast.userIds.map((userId) => noteCounts.get(`${broadcast.marker}|${userId}`) ?? 0),
    );
  }
  const { covered, excess } = coverFollows(facts);
  const eventPhase = new Map<number, string>();
  for (const event of facts.follows) {
    const marker = `${event.followerId}:${event.followedId}`;
    eventPhase.set(event.eventId, phaseOf(marker));
    const tally = tallyOf(phaseOf(marker));
    if (committed.has(marker)) tally.dbDuplicated += 1;
    committed.add(marker);
    judgeRecipients(tally, [covered.has(event.eventId) ? 1 : 0]);
  }
  for (const [sourceEventId, extra] of excess) tallyOf(eventPhase.get(sourceEventId) ?? UNATTRIBUTED).dbDuplicated += extra;
  for (const note of facts.followNotes) notePhase.set(note.id, eventPhase.get(note.sourceEventId) ?? UNATTRIBUTED);

  for (const attempt of attempts) {
    const tally = tallyOf(attempt.phase);
    if (attempt.outcome === "accepted") {
      tally.accepted[attempt.kind] += 1;
      if (!committed.has(attempt.marker)) tally.acceptedNotCommitted += 1;
    } else {
      if (attempt.outcome === "refused") tally.refused += 1;
      else tally.uncertain += 1;
      if (committed.has(attempt.marker)) tally.committedUnanswered += 1;
    }
  }

  const idsByMember = new Map<string, number[]>();
  for (const row of facts.notifications) idsByMember.set(row.userId, [...(idsByMember.get(row.userId) ?? []), row.id]);
  for (const client of clients) {
    const expected = idsByMember.get(client.member.id) ?? [];
    for (const id of expected) {
      const tally = tallyOf(notePhase.get(id) ?? UNATTRIBUTED);
      const count = client.seen.get(id) ?? 0;
      tally.sseExpected += 1;
      if (count > 0) tally.sseDelivered += 1;
      else tally.sseLost += 1;
      if (count > 1) tally.sseDuplicated += count - 1;
    }
    const own = new Set(expected);
    for (const id of client.seen.keys()) if (!own.has(id)) tallyOf(notePhase.get(id) ?? UNATTRIBUTED).sseStray += 1;
  }
  return [...tallies.values()];
}

/** Lost: accepted but not committed, committed but not notified, notified but not streamed. */
export function lostOf(tally: Tally): number {
  return tally.acceptedNotCommitted + tally.dbLost + tally.sseLost;
}

/** Duplicated: committed twice, notified twice, streamed twice, or streamed to the wrong member. */
export function duplicatedOf(tally: Tally): number {
  return tally.dbDuplicated + tally.sseDuplicated + tally.sseStray;
}

/** Whether the database has notified every committed change (nothing pending): the drain is over. */
export function settled(facts: Facts, attempts: Attempt[]): boolean {
  if (facts.pending > 0) return false;
  const tally = tallyRun([], attempts, facts, []);
  return tally.every((entry) => entry.dbLost === 0 && entry.acceptedNotCommitted === 0);
}

/** One tally adding up several (a phase and what could not be attributed to one). */
export function mergeTallies(phase: string, tallies: Tally[]): Tally {
  const total = emptyTally(phase);
  for (const tally of tallies) {
    for (const kind of Object.keys(total.accepted) as ActionKind[]) total.accepted[kind] += tally.accepted[kind];
    for (const key of Object.keys(total) as (keyof Tally)[]) {
      const value = tally[key];
      if (typeof value === "number") (total[key] as number) += value;
    }
  }
  return total;
}

/** How the phase's actions that were not accepted were answered, most frequent first ("503×28, ECONNREFUSED×3"). */
export function refusalSummary(attempts: Attempt[], phase: string): string {
  const counts = new Map<string, number>();
  for (const attempt of attempts) {
    if (attempt.phase !== phase || attempt.outcome === "accepted") continue;
    const answer = attempt.status ? String(attempt.status) : attempt.detail;
    counts.set(answer, (counts.get(answer) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([answer, count]) => `${answer}×${count}`)
    .join(", ");
}
