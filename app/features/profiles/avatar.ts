import { fileUrl } from "~/lib/storage/buckets";
import { imageKey } from "~/lib/storage/image-key";

/** The sizes a profile photo or a company logo is stored and shown at: the profile header (256) and avatars in lists and cards (96). */
export const AVATAR_SIZES = [256, 96] as const;

/** Where a profile photo of a base key is shown, by size; null without a photo. */
export function avatarUrl(base: string | null, size: (typeof AVATAR_SIZES)[number]): string | null {
  return base ? fileUrl("profile-images", imageKey(base, size)) : null;
}

/** Where a company logo of a base key is shown, by size (logos are stored in the same sizes as photos); null without a logo. */
export function logoUrl(base: string | null, size: (typeof AVATAR_SIZES)[number]): string | null {
  return base ? fileUrl("company-logos", imageKey(base, size)) : null;
}
