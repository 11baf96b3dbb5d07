import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { clearClientSession } from "~/features/accounts/client-session";
import { useTranslation } from "~/lib/i18n/react";
import { AccountMenu, type HeaderUser } from "./account-menu";
import { MessagesLinkSlot } from "./messages-link-slot";
import { MoreMenu } from "./more-menu";
import { HEADER_SCROLL_THRESHOLD_PX, MAIN_NAV, MOBILE_MENU_MAX_WIDTH_PX } from "./nav-links";
import { NotificationBellSlot } from "./notification-bell-slot";
import { Wordmark } from "./wordmark";

/** Fixed header: solid after 50 px of scroll; on small screens a full-screen menu that keeps the focus while open. */
export function SiteHeader({ user }: { user: HeaderUser }) {
  const { t } = useTranslation();
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.pathname : null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    const onResize = () => {
      if (window.innerWidth > MOBILE_MENU_MAX_WIDTH_PX) setMenuOpenAt(null);
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    firstLinkRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpenAt(null);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== "Tab") return;
      // Keep the keyboard inside the open menu: its toggle button and its links, in a loop.
      const links = Array.from(document.querySelectorAll<HTMLElement>("#menu-movil a, #menu-movil button"));
      const cycle = [toggleRef.current, ...links].filter((element): element is HTMLElement => element !== null);
      const first = cycle[0];
      const last = cycle[cycle.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      } else if (!cycle.includes(document.activeElement as HTMLElement)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
    };
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 ${scrolled || menuOpen ? "bg-white shadow-md" : "bg-brand-900"}`}
    >
      <a
        href="#contenido-principal"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className={`text-xl font-extrabold tracking-tight ${scrolled || menuOpen ? "text-brand-700" : "text-white"}`}>
          <Wordmark accentClassName={scrolled || menuOpen ? "text-ink" : "text-sky-300"} />
        </Link>
        <nav aria-label={t("nav.label")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to} className={item.wideOnly ? "hidden xl:block" : undefined}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `rounded-md px-2.5 py-2 text-sm font-medium ${
                      scrolled ? "text-ink hover:bg-brand-50" : "text-white hover:bg-white/10"
                    } ${isActive ? "underline underline-offset-4" : ""}`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <MoreMenu links={MAIN_NAV.filter((item) => item.wideOnly)} onLight={scrolled} />
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {user ? (
            <>
              <MessagesLinkSlot onLight={scrolled || menuOpen} unread={user.unread.messages} />
              <NotificationBellSlot onLight={scrolled || menuOpen} unread={user.unread.notifications} />
              <AccountMenu user={user} onLight={scrolled || menuOpen} />
            </>
          ) : (
            <>
              <Link
                to="/login"
                className={`hidden rounded-md px-3 py-2 text-sm font-medium sm:inline-block ${scrolled || menuOpen ? "text-ink" : "text-white"}`}
              >
                {t("nav.login")}
              </Link>
              <Link to="/register" className="rounded-md bg-sky-400 px-4 py-2 text-sm font-semibold text-ink hover:bg-sky-300">
                {t("nav.join")}
              </Link>
            </>
          )}
          <button
            ref={toggleRef}
            type="button"
            className={`rounded-md p-2 lg:hidden ${scrolled || menuOpen ? "text-ink" : "text-white"}`}
            aria-expanded={menuOpen}
            aria-controls="menu-movil"
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <Icon name="x" aria-hidden="true" /> : <Icon name="menu" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="menu-movil"
          aria-label={t("nav.label")}
          className="fixed inset-x-0 bottom-0 top-16 z-40 overflow-y-auto border-t border-slate-200 bg-white px-6 py-6 lg:hidden"
        >
          <ul className="flex flex-col gap-1">
            <li>
              <Link ref={firstLinkRef} to="/" className="block rounded-md px-3 py-3 text-lg font-medium text-ink hover:bg-brand-50">
                {t("nav.home")}
              </Link>
            </li>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="block rounded-md px-3 py-3 text-lg font-medium text-ink hover:bg-brand-50">
                  {t(item.label)}
                </Link>
              </li>
            ))}
            {user ? (
              <>
                <li className="mt-4 border-t border-slate-200 px-3 pb-1 pt-4 text-sm text-slate-600">{user.displayName}</li>
                {user.links.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className="block rounded-md px-3 py-3 text-lg font-medium text-ink hover:bg-brand-50">
                      {t(item.label)}
                    </Link>
                  </li>
                ))}
                <li>
                  <Form method="post" action="/logout" onSubmit={clearClientSession}>
                    <button type="submit" className="block w-full rounded-md px-3 py-3 text-left text-lg font-semibold text-ink hover:bg-brand-50">
                      {t("nav.logout")}
                    </button>
                  </Form>
                </li>
              </>
            ) : (
              <li>
                <Link to="/login" className="block rounded-md px-3 py-3 text-lg font-medium text-ink hover:bg-brand-50">
                  {t("nav.login")}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
