/** The wait before reopening a live stream that could not be opened (refused with 429, signed out, or unanswered): it doubles with each failure in a row. */
export const LIVE_REOPEN_MIN_MS = 1_000;
/** The longest wait between two attempts to reopen the live stream. */
export const LIVE_REOPEN_MAX_MS = 60_000;

/**
 * How long to wait before reopening after `failures` failed attempts in a row (0 for the first):
 * exponential from LIVE_REOPEN_MIN_MS, capped at LIVE_REOPEN_MAX_MS, and between half and all of
 * that at random, so that many browsers refused together do not come back together.
 */
export function reopenDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LIVE_REOPEN_MAX_MS, LIVE_REOPEN_MIN_MS * 2 ** Math.max(0, failures));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
