import { fileUrl } from "~/lib/storage/buckets";
import { imageKey } from "~/lib/storage/image-key";
import type { StorageQuota } from "~/lib/storage/quota.server";
import type { EventCover } from "./event-views";

/** An event's cover is stored 16:9 in these widths: 480 for the calendar, 1200 for its page and link previews. */
export const EVENT_COVER_WIDTHS = [480, 1200] as const;
export const EVENT_COVER_ASPECT = 16 / 9;
/** What one event may keep in pictures. */
export const EVENT_QUOTA: StorageQuota = { bytes: 20 * 1024 * 1024, refusal: "EVENT_STORAGE_QUOTA_EXCEEDED" };

/** The cover of an event whose cover base key is `base`, or null. */
export function eventCover(base: string | null): EventCover | null {
  return base
    ? { small: fileUrl("event-images", imageKey(base, EVENT_COVER_WIDTHS[0])), large: fileUrl("event-images", imageKey(base, EVENT_COVER_WIDTHS[1])) }
    : null;
}
