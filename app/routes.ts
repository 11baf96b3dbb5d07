import { index, type RouteConfig, route } from "@react-router/dev/routes";

const INFO_PAGES = ["about", "university", "opportunities", "calendar", "news", "sponsors", "contact", "jobs", "explore"] as const;
const MEMBER_AREAS = ["bronze-member", "silver-member", "gold-member"] as const;
const SECTIONS = ["messages", "company/messages", "member/technicians", "courses/*", "dashboard/news/:articleId", "company/news/:articleId"] as const;

export default [
  index("routes/home.tsx"),
  ...INFO_PAGES.map((page) => route(page, "routes/info-page.tsx", { id: `info-${page}` })),
  route("membership", "routes/membership.tsx"),
  route("terms", "routes/terms.tsx"),
  route("legal/:document", "routes/legal.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("locale", "routes/locale.tsx"),
  route("dev/mail", "routes/dev-mail.tsx"),
  route("api/health", "routes/api-health.ts"),

  route("register", "routes/auth/register.tsx"),
  route("login", "routes/auth/login.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("auth/verify", "routes/auth/verify.tsx"),

  route("settings/security", "routes/settings/security.tsx"),
  route("settings/security/change-password", "routes/settings/change-password.tsx", { id: "settings-change-password" }),
  route("company/profile/change-password", "routes/settings/change-password.tsx", { id: "company-change-password" }),
  route("settings/security/2fa-setup", "routes/settings/two-factor-setup.tsx"),

  route("admin", "routes/admin/home.tsx"),
  route("admin/events/new", "routes/admin/events-new.tsx"),
  ...MEMBER_AREAS.map((area) => route(area, "routes/areas/member-home.tsx", { id: `home-${area}` })),
  route("company", "routes/areas/company-home.tsx"),
  route("profile", "routes/areas/profile.tsx", { id: "profile-own" }),
  route("profile/:userId", "routes/areas/profile.tsx", { id: "profile-other" }),
  ...SECTIONS.map((path) => route(path, "routes/areas/section.tsx", { id: `section-${path}` })),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
