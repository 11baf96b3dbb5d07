/** The main navigation, in display order; labels are keys under nav.* in common.json. */
export const MAIN_NAV = [
  { to: "/about", label: "nav.about" },
  { to: "/membership", label: "nav.membership" },
  { to: "/university", label: "nav.university" },
  { to: "/opportunities", label: "nav.opportunities" },
  { to: "/jobs", label: "nav.jobs" },
  { to: "/calendar", label: "nav.calendar" },
  { to: "/news", label: "nav.news" },
  { to: "/explore", label: "nav.explore" },
  { to: "/contact", label: "nav.contact" },
] as const;

export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const MOBILE_MENU_MAX_WIDTH_PX = 1024;
