import { fileUrl } from "~/lib/storage/buckets";
import { imageKey } from "~/lib/storage/image-key";

/** An article's cover is stored 16:9 in these widths: 480 for cards, 1200 for the article and link previews. */
export const NEWS_COVER_WIDTHS = [480, 1200] as const;
export const NEWS_COVER_ASPECT = 16 / 9;
/** A picture in an article's body is stored once, at most this wide, in its own proportions. */
export const BODY_IMAGE_WIDTH = 960;

/** An article cover as pages show it. */
export type NewsCover = { small: string; large: string };

/** The cover of an article whose cover base key is `base`, or null. */
export function coverImage(base: string | null): NewsCover | null {
  return base
    ? { small: fileUrl("news-images", imageKey(base, NEWS_COVER_WIDTHS[0])), large: fileUrl("news-images", imageKey(base, NEWS_COVER_WIDTHS[1])) }
    : null;
}

/** Where the pictures of an article's body live: the only image addresses its body may hold. */
export const BODY_IMAGE_PREFIX = "/files/news-images/";
