import enCommon from "~/locales/en/common.json";
import esCommon from "~/locales/es/common.json";
import ptCommon from "~/locales/pt/common.json";
import { AV_CATEGORIES, type AvCategory } from "./av-categories";

const folded = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const LABELS: readonly [AvCategory, string[]][] = AV_CATEGORIES.map((code) => [
  code,
  [esCommon.skills[code], enCommon.skills[code], ptCommon.skills[code]].map(folded),
]);

/** The AV categories whose label in Spanish, English or Portuguese contains the text, without regard to case or accents ('iluminacion' → lighting). */
export function categoriesNamed(text: string): AvCategory[] {
  const wanted = folded(text.trim());
  if (!wanted) return [];
  return LABELS.filter(([, labels]) => labels.some((label) => label.includes(wanted))).map(([code]) => code);
}
