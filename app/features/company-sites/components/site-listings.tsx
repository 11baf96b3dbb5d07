import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { type ListingSection, SECTION_ANCHORS } from "../site-data";
import type { SiteListingItem } from "../site-view";
import type { SiteTheme } from "./site-page";

/** The items of a listing, shaped on the server: each links to its RedAV page, with its lines (an event's moment in a `time`) and a person's photo. */
function ListingItems({ items, people }: { items: SiteListingItem[]; people: boolean }) {
  return (
    <ul className={`mt-6 grid gap-4 sm:grid-cols-2 ${people ? "lg:grid-cols-3" : ""}`}>
      {items.map((item) => (
        <li key={item.href} className={`rounded-xl bg-white p-4 shadow ${people ? "flex items-center gap-3" : ""}`}>
          {item.photoUrl ? (
            <img src={item.photoUrl} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-full object-cover" />
          ) : item.photoUrl === null ? (
            <span aria-hidden="true" className="h-12 w-12 shrink-0 rounded-full bg-slate-200" />
          ) : null}
          <div className="min-w-0">
            <a href={item.href} className={`font-bold underline-offset-2 hover:underline ${people ? "" : "text-lg"}`}>
              {item.title}
            </a>
            {item.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an item's lines have no identity of their own
              <p key={index} className="text-sm text-slate-700">
                {index === 0 && item.dateTime ? <time dateTime={item.dateTime}>{line}</time> : line}
              </p>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A listing section of a company's site (decision 063): its heading, and its open offers, upcoming
 * events or confirmed crew (the crew with a word on whose credits these are, or, while it has none,
 * the plain note that they appear once the company confirms them); in the editor's live preview
 * (no listings read), the editor's own `preview` note on what RedAV fills in.
 */
export function SiteListing({
  section,
  items,
  preview,
  theme,
}: {
  section: ListingSection;
  items: SiteListingItem[] | null;
  preview?: ReactNode;
  theme: SiteTheme;
}) {
  const { t } = useTranslation("sites");
  const anchor = SECTION_ANCHORS[section];
  const crew = section === "crew";
  return (
    <section id={anchor} aria-labelledby={`sitio-${anchor}`} className="scroll-mt-20 px-4 py-16" data-testid={`site-${section}`}>
      <div className="mx-auto max-w-5xl">
        <h2 id={`sitio-${anchor}`} className="text-3xl font-bold" style={{ color: theme.secondary }}>
          {t(`nav.${section}`)}
        </h2>
        {items === null ? (
          <p className="mt-4 text-slate-700">{preview}</p>
        ) : crew && items.length === 0 ? (
          <p className="mt-4 text-slate-700">{t("listings.crewPending")}</p>
        ) : (
          <>
            {crew ? <p className="mt-2 text-slate-700">{t("listings.crewIntro")}</p> : null}
            <ListingItems items={items} people={crew} />
          </>
        )}
      </div>
    </section>
  );
}
