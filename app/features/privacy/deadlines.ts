/**
 * Issue 25 §1: every access, correction or objection request is answered within five business days,
 * Uruguay's term (Ley 18.331) and the strictest of the countries RedAV serves, whatever the member's
 * country. Days are counted in Montevideo (UTC−3 all year since 2015); Saturdays and Sundays do not
 * count, public holidays do (so the deadline is never later than the law's).
 */
export const ANSWER_BUSINESS_DAYS = 5;

const MONTEVIDEO_OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last instant of the `days`-th business day after `from`'s day in Montevideo (the day of filing does not count). */
export function businessDeadline(from: Date, days: number = ANSWER_BUSINESS_DAYS): Date {
  const local = new Date(from.getTime() + MONTEVIDEO_OFFSET_MS);
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let left = days;
  while (left > 0) {
    day += DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(day + DAY_MS - 1 - MONTEVIDEO_OFFSET_MS);
}

/** Whole business days left before `due` (0 on its last day, negative once it passed). */
export function businessDaysLeft(now: Date, due: Date): number {
  if (now.getTime() > due.getTime()) return -Math.max(1, Math.ceil((now.getTime() - due.getTime()) / DAY_MS));
  let count = 0;
  for (let probe = 1; probe <= 60; probe++) {
    if (businessDeadline(now, probe).getTime() > due.getTime()) break;
    count = probe;
  }
  return count;
}
