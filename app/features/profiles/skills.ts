import type { SkillCode } from "~/lib/vocabulary/av-categories";

export const INTERESTS = ["audio", "video", "lighting", "mixing", "recording", "streaming", "liveevents", "production", "installation"] as const;
export type Interest = (typeof INTERESTS)[number];

/** Spec §3: the skill code of each interest flag, in the order skills are listed (labels: common.json `skills`). */
export const INTEREST_SKILLS: Record<Interest, SkillCode> = {
  audio: "audio",
  video: "video",
  lighting: "lighting",
  mixing: "mixing",
  recording: "recording",
  streaming: "streaming",
  liveevents: "live_events",
  production: "production",
  installation: "installation",
};

const SKILLS_FALLBACK: SkillCode = "av_technician";

/** The skill codes a profile's interest flags give; 'av_technician' ('Técnico Audiovisual') when none is set. */
export function skillsFromInterests(flags: Partial<Record<Interest, boolean>>): string[] {
  const skills = (Object.keys(INTEREST_SKILLS) as Interest[]).filter((key) => flags[key]).map((key) => INTEREST_SKILLS[key]);
  return skills.length ? skills : [SKILLS_FALLBACK];
}
