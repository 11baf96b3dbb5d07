// The "recovery" cell of each fault, in words.
import { seconds } from "./progress";

/** "+a–b s" over the values that are known; "not yet" for the unknown. */
export function spread(values: (number | null)[]): string {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  const missing = values.length - known.length;
  const range = known.length === 0 ? "" : known[0] === known.at(-1) ? `+${known[0].toFixed(2)} s` : `+${known[0].toFixed(2)}–${known.at(-1)?.toFixed(2)} s`;
  return [range, missing ? `${missing} not finished` : ""].filter(Boolean).join(", ");
}

/** What became of the claims a fault cut off: finished how long after their lease ran out. */
export function claimsSentence(delays: (number | null)[], holder: string): string {
  if (delays.length === 0) return "";
  const claims = delays.length === 1 ? "1 outbox claim" : `${delays.length} outbox claims`;
  return `${claims} ${holder} held finished ${spread(delays)} after the 60 s lease`;
}

/** The first accepted action after a fault's end. */
export function firstActionSentence(ms: number | null): string {
  return ms === null ? "no action accepted within 20 s of the end" : `first action accepted ${seconds(ms)} after the end`;
}

/** Reconnection times of dropped streams: median and worst. */
export function reconnectSentence(ms: number[]): string {
  if (ms.length === 0) return "no stream resumed";
  const sorted = [...ms].sort((a, b) => a - b);
  const shown = (ms: number) => (ms < 1_000 ? `${ms} ms` : seconds(ms, 1));
  return `streams resumed in ${shown(sorted[Math.floor(sorted.length / 2)])} (median), ${shown(sorted.at(-1) ?? 0)} at worst`;
}
