import { fileUrl } from "~/lib/storage/buckets";
import { imageKey } from "~/lib/storage/image-key";

/** A cover is stored 16:9 in these widths: 480 for cards, 960 for the course page (and cards on dense screens). */
export const COVER_WIDTHS = [480, 960] as const;
/** Width over height of every stored cover. */
export const COVER_ASPECT = 16 / 9;

/** A course cover as pages show it: the card's width and the course page's (also a dense screen's card). */
export type CoverImage = { small: string; large: string };

/** The cover of a course whose cover base key is `base`, or null. */
export function coverImage(base: string | null): CoverImage | null {
  return base ? { small: fileUrl("course-covers", imageKey(base, COVER_WIDTHS[0])), large: fileUrl("course-covers", imageKey(base, COVER_WIDTHS[1])) } : null;
}
