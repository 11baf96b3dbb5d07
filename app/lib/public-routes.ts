/** Every public page of the spec, grouped as the site map shows them; labels are translation keys. `signIn`: the page asks a visitor to sign in (kept out of sitemap.xml). */
export const PUBLIC_ROUTES = {
  main: [
    { path: "/", label: "nav.home" },
    { path: "/about", label: "nav.about" },
    { path: "/membership", label: "nav.membership" },
    { path: "/university", label: "nav.university" },
    { path: "/opportunities", label: "nav.opportunities" },
    { path: "/calendar", label: "nav.calendar" },
    { path: "/news", label: "nav.news" },
    { path: "/library", label: "nav.library", signIn: true },
    { path: "/sponsors", label: "nav.sponsors" },
    { path: "/contact", label: "nav.contact" },
    { path: "/jobs", label: "nav.jobs" },
    { path: "/explore", label: "nav.explore" },
  ],
  account: [
    { path: "/register", label: "nav.join" },
    { path: "/login", label: "nav.login" },
    { path: "/forgot-password", label: "auth.forgot.title" },
    { path: "/reset-password", label: "auth.reset.title" },
    { path: "/auth/verify", label: "auth.verify.title" },
  ],
  legal: [
    { path: "/terms", label: "footer.terms" },
    { path: "/legal/terms", label: "footer.legalTerms" },
    { path: "/legal/privacy", label: "footer.privacy" },
    { path: "/legal/cookies", label: "footer.cookies" },
    { path: "/sitemap", label: "footer.sitemap" },
  ],
} as const;
