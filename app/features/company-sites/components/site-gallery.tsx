import { type MouseEvent, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/lib/i18n/react";
import { SECTION_ANCHORS, type SiteData } from "../site-data";
import { galleryPictures, type SitePicture } from "../site-images";
import type { SiteTheme } from "./site-page";

/** A click the browser should keep: another button, or a key asking for a new tab or window. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The gallery section (spec §2): '{n} imágenes en la galería' and the pictures; each is a link to
 * its large picture, so it opens without JavaScript. Once the page runs, a plain click opens the
 * lightbox instead (a modal dialog: Escape closes it, the arrow keys and buttons move between
 * pictures, the focus returns to the picture that opened it).
 */
export function SiteGallery({ data, theme }: { data: SiteData; theme: SiteTheme }) {
  const { t } = useTranslation("sites");
  const pictures = galleryPictures(data);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section id={SECTION_ANCHORS.gallery} aria-labelledby="sitio-galeria" className="scroll-mt-20 px-4 py-16">
      <div className="mx-auto max-w-5xl">
        <h2 id="sitio-galeria" className="text-3xl font-bold" style={{ color: theme.secondary }}>
          {data.gallery.title || t("nav.gallery")}
        </h2>
        {data.gallery.subtitle ? <p className="mt-2 text-lg text-slate-700">{data.gallery.subtitle}</p> : null}
        <p className="mt-2 text-sm text-slate-700" data-testid="gallery-count">
          {t("galleryCount", { count: pictures.length })}
        </p>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {pictures.map((picture, index) => (
            <li key={picture.small}>
              <a
                href={picture.large}
                onClick={(event) => {
                  if (opensElsewhere(event)) return;
                  event.preventDefault();
                  setOpen(index);
                }}
                className="block w-full overflow-hidden rounded-lg focus-visible:outline-4 focus-visible:outline-offset-2"
                aria-label={t("lightbox.open", { alt: picture.alt || t("lightbox.position", { n: index + 1, total: pictures.length }) })}
              >
                <img
                  src={picture.small}
                  alt={picture.alt}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover transition hover:scale-105 motion-reduce:transition-none"
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
      {open !== null ? <Lightbox pictures={pictures} start={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function Lightbox({ pictures, start, onClose }: { pictures: SitePicture[]; start: number; onClose: () => void }) {
  const { t } = useTranslation("sites");
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const total = pictures.length;
  const move = (step: number) => setIndex((current) => (current + step + total) % total);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    const closed = () => {
      closeRef.current();
      if (opener instanceof HTMLElement) opener.focus();
    };
    dialog.addEventListener("close", closed);
    return () => dialog.removeEventListener("close", closed);
  }, []);
  const picture = pictures[index];
  return (
    <dialog
      ref={ref}
      aria-label={t("lightbox.title")}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") move(1);
        if (event.key === "ArrowLeft") move(-1);
      }}
      className="m-auto max-h-[95vh] w-[min(72rem,calc(100vw-1rem))] rounded-xl bg-slate-950 p-0 text-white backdrop:bg-black/80"
    >
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <p aria-live="polite" className="text-sm">
          {t("lightbox.position", { n: index + 1, total })}
        </p>
        <button type="button" onClick={() => ref.current?.close()} aria-label={t("lightbox.close")} className="rounded-md p-2 hover:bg-white/10">
          <Icon name="x" aria-hidden="true" size={22} />
        </button>
      </div>
      <figure className="px-3 pb-3">
        <img src={picture.large} alt={picture.alt} className="mx-auto max-h-[75vh] w-auto object-contain" />
        {picture.alt ? <figcaption className="mt-2 text-center text-sm">{picture.alt}</figcaption> : null}
      </figure>
      {total > 1 ? (
        <div className="flex justify-between px-3 pb-3">
          <button type="button" onClick={() => move(-1)} className="inline-flex items-center gap-1 rounded-md px-3 py-2 hover:bg-white/10">
            <Icon name="chevron-left" aria-hidden="true" size={20} />
            {t("lightbox.previous")}
          </button>
          <button type="button" onClick={() => move(1)} className="inline-flex items-center gap-1 rounded-md px-3 py-2 hover:bg-white/10">
            {t("lightbox.next")}
            <Icon name="chevron-right" aria-hidden="true" size={20} />
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
