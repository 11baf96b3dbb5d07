import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/lib/i18n/react";
import { SITE_LIMITS } from "../site-data";
import { siteImageUrl } from "../site-images";
import { DraftLine, setIn, useDraft } from "./editor-draft-fields";
import { submitUpload, type UploadAnswer } from "./editor-image-input";
import { ItemActions } from "./editor-products-editor";

/**
 * The gallery of the draft: several pictures chosen at once are uploaded one after another (each
 * joins the gallery as soon as it is stored), then each gets its text alternative, its place and
 * 'Eliminar'. At most 40.
 */
export function GalleryEditor() {
  const { t } = useTranslation("members");
  const { draft, change } = useDraft();
  const fetcher = useFetcher<UploadAnswer>();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<File[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const handled = useRef<UploadAnswer | undefined>(undefined);
  const images = draft.gallery.images;
  const room = SITE_LIMITS.galleryImages - images.length;

  // One upload at a time: the next file goes once the answer to the previous one has been taken in.
  const inFlight = useRef(false);
  useEffect(() => {
    const answer = fetcher.state === "idle" ? fetcher.data : undefined;
    if (answer && handled.current !== answer) {
      handled.current = answer;
      inFlight.current = false;
      if (answer.ok)
        change("gallery.images", (d) => setIn(d, "gallery.images", [...d.gallery.images, { src: answer.key, alt: "" }].slice(0, SITE_LIMITS.galleryImages)));
      else setRefusals((list) => [...list, answer.error]);
    }
    if (!inFlight.current && queue.length > 0) {
      const [next, ...rest] = queue;
      inFlight.current = true;
      setQueue(rest);
      submitUpload(fetcher, "gallery", next);
    }
  }, [fetcher, queue, change]);

  return (
    <div className="space-y-4 sm:col-span-2">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {t("siteEditor.gallery.upload")}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          disabled={room <= 0}
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])].slice(0, Math.max(0, room - queue.length));
            setRefusals([]);
            setQueue((current) => [...current, ...files]);
            event.currentTarget.value = "";
          }}
          className="mt-1 text-sm"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600" aria-live="polite">
          {queue.length > 0 || fetcher.state !== "idle"
            ? t("siteEditor.gallery.uploading", { count: queue.length + (fetcher.state !== "idle" ? 1 : 0) })
            : t("siteEditor.gallery.hint", { max: SITE_LIMITS.galleryImages })}
        </p>
        {refusals.length > 0 ? (
          <ul className="mt-1 text-sm text-red-700" role="alert">
            {refusals.map((refusal, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same refusal may come for two files
              <li key={index}>{refusal}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <ol className="grid gap-3 sm:grid-cols-2">
        {images.map((image, index) => {
          const url = siteImageUrl(image.src, "gallery", "small");
          const name = image.alt || t("siteEditor.gallery.picture", { n: index + 1 });
          return (
            <li key={image.src} className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
              {url ? <img src={url} alt="" className="aspect-[4/3] w-full rounded object-cover" /> : null}
              <DraftLine
                path={`gallery.images.${index}.alt`}
                label={t("siteEditor.gallery.alt")}
                hint={t("siteEditor.gallery.altHint")}
                maxLength={SITE_LIMITS.line}
              />
              <ItemActions path="gallery.images" index={index} count={images.length} name={name} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
