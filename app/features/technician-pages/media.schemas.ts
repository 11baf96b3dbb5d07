import { z } from "zod";
import { errorKey } from "~/lib/errors";
import { textField } from "~/lib/text-input";
import { MEDIA_LIMITS } from "./media-rules";

const alt = textField({ max: MEDIA_LIMITS.alt, tooLong: errorKey("MEDIA_ALT_TOO_LONG") })
  .optional()
  .default("");
const caption = textField({ max: MEDIA_LIMITS.caption, tooLong: errorKey("MEDIA_CAPTION_TOO_LONG") })
  .optional()
  .transform((value) => value || null);
const id = z.string(errorKey("MEDIA_NOT_FOUND")).trim().min(1, errorKey("MEDIA_NOT_FOUND")).max(64, errorKey("MEDIA_NOT_FOUND"));

/** A photo's texts: what it shows (required, read aloud to who cannot see it) and an optional caption. */
export const photoInput = z.object({
  alt: alt.refine((value) => value.length > 0, errorKey("MEDIA_ALT_REQUIRED")),
  caption,
});

/** A video link (YouTube or Vimeo, checked by the use case) with its title (required) and an optional caption. */
export const videoInput = z.object({
  url: textField({ max: MEDIA_LIMITS.videoUrl, tooLong: errorKey("MEDIA_VIDEO_URL_INVALID") })
    .optional()
    .default(""),
  alt: alt.refine((value) => value.length > 0, errorKey("MEDIA_VIDEO_TITLE_REQUIRED")),
  caption,
});

/** New texts for one of the member's photos or videos (the use case requires the text its kind needs). */
export const editInput = z.object({ id, alt, caption });

/** One of the member's photos or videos, named by its id. */
export const mediaIdInput = z.object({ id });
