/** Experience levels a technician may state and a job offer may ask for; labels live in members.json under profileEditor.experienceLevels and in jobs.json under experienceLevels. */
export const EXPERIENCE_LEVELS = ["junior", "semi-senior", "senior", "expert"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
