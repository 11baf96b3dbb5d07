import { useTranslation } from "~/lib/i18n/react";
import { SECTION_ANCHORS } from "../site-data";
import { shownListings, showsSection } from "../site-sections";
import type { SiteView } from "../site-view";
import type { SiteTheme } from "./site-page";

const LINKS = ["about", "products", "gallery", "contact"] as const;

/**
 * The sticky navigation (spec §2): the company's name and logo, links to the sections it shows, and
 * the call button. Where the bar is narrow (a phone, the editor's preview) the links take a row of
 * their own and wrap, so every one is in sight; it follows the bar's width, not the screen's.
 */
export function SiteNav({ view, theme, name, logo }: { view: SiteView; theme: SiteTheme; name: string; logo: string | null }) {
  const { t } = useTranslation("sites");
  const listings = shownListings(view.data, view.listings);
  const links = [...LINKS.filter((section) => section !== "contact" && showsSection(view.data, section)), ...listings];
  if (showsSection(view.data, "contact")) links.push("contact");
  return (
    <nav aria-label={t("nav.label")} className="@container sticky top-0 z-30 shadow-md" style={{ backgroundColor: theme.secondary, color: theme.onSecondary }}>
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-1.5 @min-[40rem]:py-2">
        <a href="#sitio-titulo" className="flex min-w-0 max-w-full items-center gap-2 font-bold">
          {logo ? <img src={logo} alt="" width={32} height={32} className="h-8 w-8 rounded bg-white object-contain" /> : null}
          <span className="truncate">{name}</span>
        </a>
        <ul className="-mx-1 flex basis-full flex-wrap items-center gap-x-1 gap-y-1 text-sm @min-[40rem]:flex-1 @min-[40rem]:basis-0 @min-[40rem]:justify-end">
          {links.map((section) => (
            <li key={section}>
              <a href={`#${SECTION_ANCHORS[section]}`} className="block whitespace-nowrap rounded px-2 py-1.5 hover:underline @min-[40rem]:py-2">
                {t(`nav.${section}`)}
              </a>
            </li>
          ))}
          {view.callUrl ? (
            <li>
              <a
                href={view.callUrl}
                className="block whitespace-nowrap rounded-full px-3 py-1.5 font-semibold @min-[40rem]:py-2"
                style={{ backgroundColor: theme.primary, color: theme.onPrimary }}
              >
                {t("call")}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </nav>
  );
}
