import type { TFunction } from "~/lib/i18n/translator";

/**
 * The AV fields the network speaks of (spec §5's skill options), as stable codes: a technician's
 * skills, a job offer's and an alert's categories, a library document's and a course's category use
 * the same codes. Labels live in common.json under `skills.<code>` in es, en and pt (decision 042).
 */
export const AV_CATEGORIES = ["audio", "lighting", "video", "production", "staging", "multimedia", "streaming", "led", "digital_consoles", "dj"] as const;
export type AvCategory = (typeof AV_CATEGORIES)[number];

/** Every code a profile's `skills` may hold: the AV categories, the interest flags' own words and the fallback. */
export const SKILL_CODES = [...AV_CATEGORIES, "mixing", "recording", "live_events", "installation", "av_technician"] as const;
export type SkillCode = (typeof SKILL_CODES)[number];

/** The Spanish label each code was stored as before codes (migration 0042 maps the same pairs). */
export const LEGACY_SKILL_LABELS: Readonly<Record<string, SkillCode>> = {
  Audio: "audio",
  Iluminación: "lighting",
  Video: "video",
  Producción: "production",
  Escenografía: "staging",
  Multimedia: "multimedia",
  Streaming: "streaming",
  LED: "led",
  "Consolas Digitales": "digital_consoles",
  DJ: "dj",
  Mezcla: "mixing",
  Grabación: "recording",
  "Eventos en vivo": "live_events",
  Instalación: "installation",
  "Técnico Audiovisual": "av_technician",
};

/** A URL's or form's skill value as a code: an old link's Spanish label ('Iluminación') becomes its code, anything else stays as given. */
export function skillParam(value: string | null): string | null {
  return value !== null && Object.hasOwn(LEGACY_SKILL_LABELS, value) ? LEGACY_SKILL_LABELS[value] : value;
}

/** True for a known skill or category code. */
export function isSkillCode(code: string): code is SkillCode {
  return (SKILL_CODES as readonly string[]).includes(code);
}

/** The label of a skill or category code in the translator's language; an unknown value shows as itself. */
export function skillLabel(t: TFunction, code: string): string {
  return isSkillCode(code) ? t(`common:skills.${code}`) : code;
}

/** Options for a select or checkboxes of AV categories, labelled in the translator's language. */
export function categoryOptions(t: TFunction): { value: AvCategory; label: string }[] {
  return AV_CATEGORIES.map((code) => ({ value: code, label: skillLabel(t, code) }));
}
