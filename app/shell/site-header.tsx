import { useEffect, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Link, NavLink } from "~/components/ui/link";
import { clearClientSession } from "~/features/accounts/client-session";
import { useTranslation } from "~/lib/i18n/react";
import { AccountMenu, type HeaderUser } from "./account-menu";
import { closePopover } from "./header-dropdown";
import { MessagesLinkSlot } from "./messages-link-slot";
import { MoreMenu } from "./more-menu";
import { HEADER_SCROLL_THRESHOLD_PX, MAIN_NAV, MOBILE_MENU_MAX_WIDTH_PX } from "./nav-links";
import { NotificationBellSlot } from "./notification-bell-slot";
import { Wordmark } from "./wordmark";

const MENU_ID = "menu-movil";
const MENU_LINK = "block rounded-md px-3 py-3 text-lg font-medium text-ink hover:bg-brand-50";

/**
 * Fixed header, whole without JavaScript: solid after 50 px of scroll (a scroll-driven animation in
 * app.css, and `data-scrolled` once hydrated); on small screens a full-screen menu that is a native
 * popover (Escape and outside click close it). Once hydrated the open menu also keeps the focus, and
 * closes on navigation and when the window grows past 1024 px.
 */
export function SiteHeader({ user }: { user: HeaderUser }) {
  const { t } = useTranslation();
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const onLight = scrolled || menuOpen;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    const onResize = () => {
      if (window.innerWidth > MOBILE_MENU_MAX_WIDTH_PX) closePopover(menuRef.current);
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (a new location key) closes the menu.
  useEffect(() => {
    closePopover(menuRef.current);
  }, [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    firstLinkRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        closePopover(menuRef.current);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== "Tab") return;
      // Keep the keyboard inside the open menu: its toggle button and its links, in a loop.
      const links = Array.from(menuRef.current?.querySelectorAll<HTMLElement>("a, button") ?? []);
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
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header data-scrolled={scrolled ? "true" : "false"} className="site-header group/header fixed inset-x-0 top-0 z-40">
      <a
        href="#contenido-principal"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="text-xl font-extrabold tracking-tight text-(--header-brand)">
          <Wordmark accentClassName="text-(--header-accent)" />
        </Link>
        <nav aria-label={t("nav.label")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to} className={item.wideOnly ? "hidden xl:block" : undefined}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `rounded-md px-2.5 py-2 text-sm font-medium text-(--header-fg) hover:bg-(--header-hover) ${isActive ? "underline underline-offset-4" : ""}`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <MoreMenu links={MAIN_NAV.filter((item) => item.wideOnly)} />
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {user ? (
            <>
              <MessagesLinkSlot onLight={onLight} unread={user.unread.messages} />
              <NotificationBellSlot onLight={onLight} unread={user.unread.notifications} />
              <AccountMenu user={user} onLight={onLight} />
            </>
          ) : (
            <>
              <Link to="/login" className="hidden rounded-md px-3 py-2 text-sm font-medium text-(--header-fg) sm:inline-block">
                {t("nav.login")}
              </Link>
              <Link to="/register" className="rounded-md bg-sky-400 px-4 py-2 text-sm font-semibold text-ink hover:bg-sky-300">
                {t("nav.join")}
              </Link>
            </>
          )}
          {/* The name and the icon follow the menu's state in CSS (:has(:popover-open)), so they are right without JavaScript too. */}
          <button ref={toggleRef} type="button" popoverTarget={MENU_ID} className="rounded-md p-2 text-(--header-fg) lg:hidden">
            <span className="sr-only group-has-[#menu-movil:popover-open]/header:hidden">{t("nav.openMenu")}</span>
            <span className="sr-only hidden group-has-[#menu-movil:popover-open]/header:inline">{t("nav.closeMenu")}</span>
            <Icon name="menu" aria-hidden="true" className="group-has-[#menu-movil:popover-open]/header:hidden" />
            <Icon name="x" aria-hidden="true" className="hidden group-has-[#menu-movil:popover-open]/header:inline" />
          </button>
        </div>
      </div>
      <nav
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        aria-label={t("nav.label")}
        onToggle={(event) => setMenuOpen(event.newState === "open")}
        className="fixed inset-x-0 bottom-0 top-16 m-0 h-auto max-h-none w-auto max-w-none overflow-y-auto border-0 border-t border-slate-200 bg-white px-6 py-6 text-ink lg:hidden"
      >
        <ul className="flex flex-col gap-1">
          <li>
            <Link ref={firstLinkRef} to="/" className={MENU_LINK}>
              {t("nav.home")}
            </Link>
          </li>
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={MENU_LINK}>
                {t(item.label)}
              </Link>
            </li>
          ))}
          {user ? (
            <>
              <li className="mt-4 border-t border-slate-200 px-3 pb-1 pt-4 text-sm text-slate-600">{user.displayName}</li>
              {user.links.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={MENU_LINK}>
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
              <Link to="/login" className={MENU_LINK}>
                {t("nav.login")}
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
