export const INTERESTS = ["audio", "video", "lighting", "mixing", "recording", "streaming", "liveevents", "production", "installation"] as const;
export type Interest = (typeof INTERESTS)[number];

/** Spec §3: the label of each interest flag, in the order skills are listed. */
export const INTEREST_LABELS: Record<Interest, string> = {
  audio: "Audio",
  video: "Video",
  lighting: "Iluminación",
  mixing: "Mezcla",
  recording: "Grabación",
  streaming: "Streaming",
  liveevents: "Eventos en vivo",
  production: "Producción",
  installation: "Instalación",
};

const SKILLS_FALLBACK = "Técnico Audiovisual";

/** The skills list a profile's interest flags give; 'Técnico Audiovisual' when none is set. */
export function skillsFromInterests(flags: Partial<Record<Interest, boolean>>): string[] {
  const skills = (Object.keys(INTEREST_LABELS) as Interest[]).filter((key) => flags[key]).map((key) => INTEREST_LABELS[key]);
  return skills.length ? skills : [SKILLS_FALLBACK];
}
