/**
 * The main navigation, in display order; labels are keys under nav.* in common.json. `wideOnly`
 * links join the desktop bar from 1280 px; between 1025 and 1279 px they are under its "Más" menu.
 */
export const MAIN_NAV = [
  { to: "/about", label: "nav.about", wideOnly: false },
  { to: "/membership", label: "nav.membership", wideOnly: false },
  { to: "/university", label: "nav.university", wideOnly: false },
  { to: "/opportunities", label: "nav.opportunities", wideOnly: true },
  { to: "/jobs", label: "nav.jobs", wideOnly: false },
  { to: "/calendar", label: "nav.calendar", wideOnly: false },
  { to: "/news", label: "nav.news", wideOnly: false },
  { to: "/explore", label: "nav.explore", wideOnly: true },
  { to: "/contact", label: "nav.contact", wideOnly: true },
] as const;

export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const MOBILE_MENU_MAX_WIDTH_PX = 1024;
