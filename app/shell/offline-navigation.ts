import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/** The address a link click asked for, as the router takes it. */
function heldAddress(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return null;
  if (anchor.origin !== window.location.origin) return null;
  return `${anchor.pathname}${anchor.search}${anchor.hash}`;
}

/**
 * While the browser says it is offline, a click on one of the site's links is held instead of
 * starting a navigation: the router would have to download the page's code, and when that fails it
 * reloads the document, which ends on the browser's own error page. Answers the held address (the
 * page then says 'Sin conexión' and offers to retry), forgotten on the next navigation or `release`.
 */
export function useHeldOfflineNavigation(): { href: string; release: () => void } | null {
  const [href, setHref] = useState<string | null>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key) setHref(null);
  }, [key]);
  useEffect(() => {
    const hold = (event: MouseEvent) => {
      if (navigator.onLine !== false) return;
      const address = heldAddress(event);
      if (address === null) return;
      event.preventDefault();
      event.stopPropagation();
      setHref(address);
    };
    window.addEventListener("click", hold, true);
    return () => window.removeEventListener("click", hold, true);
  }, []);
  return href === null ? null : { href, release: () => setHref(null) };
}
