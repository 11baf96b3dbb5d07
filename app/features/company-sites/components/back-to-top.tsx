import { Icon } from "~/components/ui/icon";
import type { SiteTheme } from "./site-page";

/** Spec §2: how far the visitor scrolls before the back-to-top link shows. */
export const BACK_TO_TOP_AFTER_PX = 300;

/**
 * The back-to-top link, with or without JavaScript: a link to the site's title (`#sitio-titulo`,
 * which takes the focus), shown by CSS alone once the visitor has scrolled 300 px. It lies over the
 * whole site (whose root is `relative`) and waits one screen and 300 px down; from there it sticks
 * to the bottom corner of the screen, so it slides in after 300 px of scrolling and stays. A page
 * shorter than that never shows it. The jump to the title is smooth unless the visitor asked for
 * reduced motion; other jumps (a section link, the form's answer page opening at the form) stay instant.
 */
export function BackToTop({ label, theme }: { label: string; theme: SiteTheme }) {
  return (
    <div className="pointer-events-none absolute inset-0 z-40 overflow-clip print:hidden">
      <div aria-hidden="true" style={{ height: `calc(100dvh + ${BACK_TO_TOP_AFTER_PX}px)` }} />
      <a
        href="#sitio-titulo"
        aria-label={label}
        title={label}
        className="pointer-events-auto sticky top-[calc(100dvh-4rem)] mr-4 ml-auto flex w-fit rounded-full p-3 shadow-lg hover:opacity-90 motion-safe:[:root:has(&):has(#sitio-titulo:target)]:scroll-smooth"
        style={{ backgroundColor: theme.primary, color: theme.onPrimary }}
      >
        <Icon name="arrow-up" aria-hidden="true" size={22} />
      </a>
    </div>
  );
}
