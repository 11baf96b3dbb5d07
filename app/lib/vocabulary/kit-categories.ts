import type { TFunction } from "~/lib/i18n/translator";

/**
 * The kinds of equipment a technician may own and bring (issue 38's kit), as stable codes stored in
 * kit_items.category. Labels live in portfolioEditor.json under `kit.categories.<code>` in es, en and pt
 * (a namespace the editor and the public page load, so the browser can label them too).
 */
export const KIT_CATEGORIES = [
  "audio_consoles",
  "microphones",
  "in_ear_monitors",
  "pa_systems",
  "processors",
  "rf_wireless",
  "backline",
  "lighting_moving",
  "lighting_conventional",
  "lighting_consoles",
  "video_cameras",
  "video_switchers",
  "video_led",
  "video_projection",
  "rigging",
  "power_distribution",
  "intercom",
  "recording",
  "streaming",
  "tools_measurement",
  "other",
] as const;
export type KitCategory = (typeof KIT_CATEGORIES)[number];

/** True for a known kit category code. */
export function isKitCategory(code: string): code is KitCategory {
  return (KIT_CATEGORIES as readonly string[]).includes(code);
}

/** The label of a kit category in the translator's language; an unknown code shows as itself. */
export function kitCategoryLabel(t: TFunction, code: string): string {
  return isKitCategory(code) ? t(`portfolioEditor:kit.categories.${code}`) : code;
}

/** Options for a select of kit categories, in the vocabulary's order, labelled in the translator's language. */
export function kitCategoryOptions(t: TFunction): { value: KitCategory; label: string }[] {
  return KIT_CATEGORIES.map((code) => ({ value: code, label: kitCategoryLabel(t, code) }));
}
