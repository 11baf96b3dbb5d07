import type { TFunction } from "~/lib/i18n/translator";

/** The biography a profile shows: the member's own, else spec §3's default ('Sin biografía disponible') in the reader's language. */
export function shownBio(t: TFunction, bio: string | null): string {
  return bio?.trim() ? bio : t("catalog:profile.noBio");
}
