import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import type { EditorFailure } from "~/components/ui/form-parts";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";
import type { EditorMedia, mediaForEditor } from "../media.server";
import { MEDIA_PHOTO_ACCEPT } from "../media-rules";

type MediaEditorData = Awaited<ReturnType<typeof mediaForEditor>>;
type Done = "add-photo" | "add-video" | "edit" | "delete" | "up" | "down";
/** What /profile/page/media answers: the step done, or the refusal naming its field. */
type MediaAnswer = { ok: true; done: Done; id: string } | ({ ok: false } & NonNullable<EditorFailure>);
type MediaFetcher = ReturnType<typeof useFetcher<MediaAnswer>>;

const ACTION = "/profile/page/media";

/** The refusal a fetcher holds once idle, when it is about `field` (and, for an item, about that item). */
function fieldError(fetcher: MediaFetcher, field: string, id?: string): string | undefined {
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  if (!answer || answer.ok || answer.field !== field) return undefined;
  return id === undefined || answer.values?.id === id ? answer.error : undefined;
}

/** The polite announcement of a fetcher: saving, what was done, or its refusal. */
function Status({ fetcher, id }: { fetcher: MediaFetcher; id?: string }) {
  const { t } = useTranslation("portfolioEditor");
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  let text = "";
  if (fetcher.state !== "idle") text = t("media.saving");
  else if (answer?.ok) text = t(`media.done.${answer.done}`);
  else if (answer) text = answer.error;
  return (
    <p id={id} role="status" aria-live="polite" className={`min-h-5 text-sm ${answer && !answer.ok ? "text-red-700" : "text-slate-700"}`}>
      {text}
    </p>
  );
}

/** A form that empties itself once its fetcher answers that the item was added. */
function useResetOnSuccess(fetcher: MediaFetcher) {
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  return form;
}

/** One photo or video of the list: its preview, its texts (saved with 'Guardar') and its buttons to move or delete it. */
function MediaItem({ item, fetcher, first, last }: { item: EditorMedia; fetcher: MediaFetcher; first: boolean; last: boolean }) {
  const { t } = useTranslation("portfolioEditor");
  const typed = fetcher.data && !fetcher.data.ok && fetcher.data.values?.id === item.id ? fetcher.data.values : undefined;
  const name = item.alt;
  const busy = fetcher.state !== "idle";
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <fetcher.Form method="post" action={ACTION} className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <input type="hidden" name="id" value={item.id} />
        {item.kind === "photo" && item.thumbnail ? (
          <img
            src={item.thumbnail}
            alt={item.alt}
            width={128}
            height={Math.round((128 * item.height) / item.width)}
            className="h-auto w-32 rounded object-cover"
          />
        ) : (
          <a href={item.videoUrl ?? undefined} target="_blank" rel="noopener noreferrer" className="break-all text-sm text-brand-700 underline">
            {item.videoUrl}
          </a>
        )}
        <div className="grid gap-2">
          <TextField
            label={item.kind === "photo" ? t("media.alt") : t("media.videoTitle")}
            name="alt"
            defaultValue={typed?.alt ?? item.alt}
            required
            maxLength={200}
            error={fieldError(fetcher, "alt", item.id)}
          />
          <TextField
            label={item.kind === "photo" ? t("media.caption") : t("media.videoCaption")}
            name="caption"
            defaultValue={typed?.caption ?? item.caption ?? ""}
            maxLength={300}
            error={fieldError(fetcher, "caption", item.id)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="edit" variant="secondary" disabled={busy} aria-label={t("media.saveItem", { name })}>
              {t("media.save")}
            </Button>
            <Button type="submit" name="intent" value="up" variant="secondary" disabled={busy || first} aria-label={t("media.upItem", { name })}>
              {t("media.up")}
            </Button>
            <Button type="submit" name="intent" value="down" variant="secondary" disabled={busy || last} aria-label={t("media.downItem", { name })}>
              {t("media.down")}
            </Button>
            <Button type="submit" name="intent" value="delete" variant="danger" disabled={busy} aria-label={t("media.deleteItem", { name })}>
              {t("media.delete")}
            </Button>
          </div>
        </div>
      </fetcher.Form>
    </li>
  );
}

/** A list of one kind (photos or videos) with its heading and count. */
function MediaList({ heading, empty, items, fetcher }: { heading: string; empty: string; items: EditorMedia[]; fetcher: MediaFetcher }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">{heading}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item, index) => (
            <MediaItem key={item.id} item={item} fetcher={fetcher} first={index === 0} last={index === items.length - 1} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The upload form: the file, its description and caption; saved on its own, then emptied. */
function PhotoForm({ full, max }: { full: boolean; max: number }) {
  const { t } = useTranslation("portfolioEditor");
  const fetcher = useFetcher<MediaAnswer>();
  const form = useResetOnSuccess(fetcher);
  const heading = useId();
  return (
    <fetcher.Form ref={form} method="post" action={ACTION} encType="multipart/form-data" aria-labelledby={heading} className="grid gap-3">
      <h3 id={heading} className="font-semibold">
        {t("media.addPhotoHeading")}
      </h3>
      {full ? <p className="text-sm text-slate-700">{t("media.photosFull", { max })}</p> : null}
      <TextField
        label={t("media.photo")}
        name="photo"
        type="file"
        accept={MEDIA_PHOTO_ACCEPT}
        required
        hint={t("media.photoHint")}
        error={fieldError(fetcher, "photo")}
      />
      <TextField label={t("media.alt")} name="alt" required maxLength={200} hint={t("media.altHint")} error={fieldError(fetcher, "alt")} />
      <TextField label={t("media.caption")} name="caption" maxLength={300} error={fieldError(fetcher, "caption")} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="add-photo" disabled={fetcher.state !== "idle" || full}>
          {t("media.addPhoto")}
        </Button>
        <Status fetcher={fetcher} />
      </div>
    </fetcher.Form>
  );
}

/** The video-link form: the YouTube or Vimeo address, its title and description; saved on its own, then emptied. */
function VideoForm({ full, max }: { full: boolean; max: number }) {
  const { t } = useTranslation("portfolioEditor");
  const fetcher = useFetcher<MediaAnswer>();
  const form = useResetOnSuccess(fetcher);
  const heading = useId();
  return (
    <fetcher.Form ref={form} method="post" action={ACTION} aria-labelledby={heading} className="grid gap-3">
      <h3 id={heading} className="font-semibold">
        {t("media.addVideoHeading")}
      </h3>
      {full ? <p className="text-sm text-slate-700">{t("media.videosFull", { max })}</p> : null}
      <TextField
        label={t("media.url")}
        name="url"
        type="url"
        inputMode="url"
        required
        maxLength={500}
        hint={t("media.urlHint")}
        error={fieldError(fetcher, "url")}
      />
      <TextField label={t("media.videoTitle")} name="alt" required maxLength={200} error={fieldError(fetcher, "alt")} />
      <TextField label={t("media.videoCaption")} name="caption" maxLength={300} error={fieldError(fetcher, "caption")} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="add-video" disabled={fetcher.state !== "idle" || full}>
          {t("media.addVideo")}
        </Button>
        <Status fetcher={fetcher} />
      </div>
    </fetcher.Form>
  );
}

/**
 * The profile editor's 'Fotos y videos' section: the technician's photos and videos (texts, order,
 * delete), a photo upload and a video link; each form saves on its own to /profile/page/media and
 * announces what it did (or the refusal, under the field it is about).
 */
export function MediaSection({ data }: { data: MediaEditorData }) {
  const { t } = useTranslation("portfolioEditor");
  const fetcher = useFetcher<MediaAnswer>();
  const heading = useId();
  const photos = data.items.filter((item) => item.kind === "photo");
  const videos = data.items.filter((item) => item.kind === "video");
  return (
    <section id="fotos-y-videos" aria-labelledby={heading} className="grid gap-5 rounded-xl border border-slate-200 p-4">
      <div>
        <h2 id={heading} className="text-lg font-semibold">
          {t("media.title")}
        </h2>
        <p className="text-sm text-slate-700">{t("media.intro", { photos: data.limits.photos, videos: data.limits.videos })}</p>
      </div>
      <Status fetcher={fetcher} />
      <MediaList
        heading={t("media.photosHeading", { count: photos.length, max: data.limits.photos })}
        empty={t("media.noPhotos")}
        items={photos}
        fetcher={fetcher}
      />
      <MediaList
        heading={t("media.videosHeading", { count: videos.length, max: data.limits.videos })}
        empty={t("media.noVideos")}
        items={videos}
        fetcher={fetcher}
      />
      <PhotoForm full={photos.length >= data.limits.photos} max={data.limits.photos} />
      <VideoForm full={videos.length >= data.limits.videos} max={data.limits.videos} />
    </section>
  );
}
