import { fileUrl } from "~/lib/storage/buckets";
import { imageKey } from "~/lib/storage/image-key";

/** How many photos and videos a page may show, and the longest texts (code points). */
export const MEDIA_LIMITS = { photos: 12, videos: 6, alt: 200, caption: 300, videoUrl: 500 } as const;

/** The bucket of the pages' photos (public: served at /files/profile-media/{userId}/…). */
export const MEDIA_BUCKET = "profile-media" as const;

/** The widths (pixels) each photo is stored in, kept in its own proportions: a grid thumbnail and a large view. */
export const MEDIA_PHOTO_WIDTHS = [480, 1200] as const;

/** The image types the upload field offers (the server checks the content, whatever the name says). */
export const MEDIA_PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

/** A photo's addresses: each stored size with the width it has, from the large size's stored width and height. */
export function photoSources(base: string, width: number, height: number): { thumbnail: string; src: string; srcSet: string } {
  const [small, large] = MEDIA_PHOTO_WIDTHS;
  const smallWidth = Math.max(1, Math.round(width * Math.min(1, small / Math.max(width, height))));
  const thumbnail = fileUrl(MEDIA_BUCKET, imageKey(base, small));
  const src = fileUrl(MEDIA_BUCKET, imageKey(base, large));
  // A photo no wider than the thumbnail is stored twice at the same width: one source is enough.
  return { thumbnail, src, srcSet: smallWidth < width ? `${thumbnail} ${smallWidth}w, ${src} ${width}w` : `${src} ${width}w` };
}
