/** Whole years between a YYYY-MM-DD birth date and today (UTC); null without a date. */
export function ageFrom(birthdate: string | null, today: Date): number | null {
  if (!birthdate) return null;
  const [year, month, day] = birthdate.split("-").map(Number);
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return age;
}
