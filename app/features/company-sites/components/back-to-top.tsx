import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import type { SiteTheme } from "./site-page";

/** Spec §2: how far the visitor scrolls before the back-to-top button shows. */
export const BACK_TO_TOP_AFTER_PX = 300;

/** The back-to-top button, shown after 300 px of scrolling; it takes the visitor (and the focus) back to the top. */
export function BackToTop({ label, theme }: { label: string; theme: SiteTheme }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
        document.getElementById("sitio-titulo")?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-4 z-40 rounded-full p-3 shadow-lg hover:opacity-90"
      style={{ backgroundColor: theme.primary, color: theme.onPrimary }}
    >
      <Icon name="arrow-up" aria-hidden="true" size={22} />
    </button>
  );
}
