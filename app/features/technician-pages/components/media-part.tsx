import { useId } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { PageMedia, PagePhoto, PageVideo } from "../media.server";
import { PART_FRAME } from "./part-frame";

/** The sizes the photo grid shows a photo at: one column on phones, two on small screens, three from large ones. */
const GRID_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * The page's photos and videos, in the member's order: a responsive grid of photos (each with its
 * alt text, proportions, sizes and lazy loading) and the videos in their privacy-enhanced players.
 */
export function MediaPart({ media }: { media: PageMedia[] }) {
  const { t } = useTranslation("portfolio");
  const heading = useId();
  const photos = media.filter((item): item is PagePhoto => item.kind === "photo");
  const videos = media.filter((item): item is PageVideo => item.kind === "video");
  if (media.length === 0) return null;
  return (
    <section aria-labelledby={heading} className={`${PART_FRAME} grid gap-4`}>
      <h2 id={heading} className="text-xl font-semibold">
        {t("media.pageHeading")}
      </h2>
      {photos.length > 0 ? (
        <ul aria-label={t("media.pagePhotos")} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.id}>
              <figure className="grid gap-1">
                <img
                  src={photo.src}
                  srcSet={photo.srcSet}
                  sizes={GRID_SIZES}
                  alt={photo.alt}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full rounded-lg bg-slate-100 object-cover"
                />
                {photo.caption ? <figcaption className="text-sm text-slate-700">{photo.caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {videos.length > 0 ? (
        <ul aria-label={t("media.pageVideos")} className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {videos.map((video) => (
            <li key={video.id}>
              <figure className="grid gap-1">
                <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
                  <iframe
                    src={video.embedUrl}
                    title={video.alt}
                    className="h-full w-full"
                    loading="lazy"
                    allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                    allowFullScreen
                    referrerPolicy="strict-origin-when-cross-origin"
                    sandbox="allow-scripts allow-same-origin allow-presentation"
                  />
                </div>
                {video.caption ? <figcaption className="text-sm text-slate-700">{video.caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
