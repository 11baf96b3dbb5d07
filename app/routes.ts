import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

const INFO_PAGES = ["about", "calendar", "sponsors", "contact"] as const;

/** Spec §2 card links: /{area}/user/{id} and /{area}/company/{id} show a profile inside the viewer's area (its guard applies). */
const profileViews = (area: string) => [
  route(`${area}/user/:userId`, "routes/areas/profile.tsx", { id: `profile-${area}-user` }),
  route(`${area}/company/:userId`, "routes/areas/profile.tsx", { id: `profile-${area}-company` }),
];

/** The area's unknown sub-paths answer 404 behind the area's guard, so /{area}/* stays protected as spec §6 says. */
const areaNotFound = (area: string) => route(`${area}/*`, "routes/not-found.tsx", { id: `not-found-${area}` });

/**
 * Public pages first; every protected page is nested under the guard layout of its spec §6 rule
 * (routes/guards/*), whose middleware runs for every request the router matches to it.
 */
export default [
  index("routes/home.tsx"),
  ...INFO_PAGES.map((page) => route(page, "routes/info-page.tsx", { id: `info-${page}` })),
  route("news", "routes/news.tsx"),
  route("news/:articleId", "routes/news-article.tsx", { id: "news-article" }),
  route("university", "routes/university.tsx"),
  route("university/:slug", "routes/university-course.tsx"),
  route("certificates/:certificateId", "routes/certificate.tsx"),
  route("certificates/:certificateId/pdf", "routes/certificate-pdf.ts"),
  route("certificates/:certificateId/credential.json", "routes/certificate-credential.ts"),
  route("opportunities", "routes/opportunities.tsx"),
  route("jobs", "routes/jobs.tsx"),
  route("jobs/:jobId", "routes/jobs-detail.tsx"),
  route("explore", "routes/explore.tsx"),
  route("membership", "routes/membership.tsx"),
  route("terms", "routes/terms.tsx"),
  route("legal/:document", "routes/legal.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
  route("unsubscribe/notifications", "routes/unsubscribe-notifications.tsx"),
  route("locale", "routes/locale.tsx"),
  route("dev/mail", "routes/dev-mail.tsx"),
  route("api/health", "routes/api/health.ts"),
  route("api/ready", "routes/api/ready.ts"),
  route("api/notifications", "routes/api/notifications.ts"),
  route("api/notifications/stream", "routes/api/notifications-stream.ts"),
  route("api/follows", "routes/api/follows.ts"),
  route("api/blocks", "routes/api/blocks.ts"),
  route("api/reports", "routes/api/reports.ts"),
  route("api/messages/unread", "routes/api/messages-unread.ts"),
  route("api/jobs/:jobId/view", "routes/api/job-view.ts"),
  route("api/saved", "routes/api/saved.ts"),
  route("files/:bucket/*", "routes/files.ts"),
  route("robots.txt", "routes/robots.ts"),

  route("register", "routes/auth/register.tsx"),
  route("login", "routes/auth/login.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("auth/verify", "routes/auth/verify.tsx"),

  layout("routes/guards/signed-in.ts", [
    route("settings/security", "routes/settings/security.tsx"),
    route("settings/security/change-password", "routes/settings/change-password.tsx", { id: "settings-change-password" }),
    route("company/profile/change-password", "routes/settings/change-password.tsx", { id: "company-change-password" }),
    route("settings/security/2fa-setup", "routes/settings/two-factor-setup.tsx"),
    route("settings/notifications", "routes/settings/notifications.tsx"),
    route("settings/privacy", "routes/settings/privacy.tsx"),
    route("notifications", "routes/notifications.tsx"),
    route("admin/events/new", "routes/admin/events-new.tsx"),
    route("profile", "routes/areas/profile-editor.tsx"),
    route("profile/:userId/cv", "routes/areas/cv-download.ts"),
    route("profile/:userId", "routes/areas/profile.tsx", { id: "profile-other" }),
    route("member/technicians", "routes/areas/technicians.tsx"),
    route("member/applications", "routes/member-applications.tsx"),
    route("member/job-alerts", "routes/job-alerts.tsx"),
    route("messages", "routes/messages.tsx", { id: "messages" }),
    route("member/report", "routes/report.tsx"),
    route("courses", "routes/courses/my-courses.tsx"),
    route("courses/manage", "routes/courses/manage.tsx"),
    route("courses/manage/new", "routes/courses/course-editor.tsx", { id: "course-new" }),
    route("courses/manage/:courseId", "routes/courses/course-editor.tsx", { id: "course-edit" }),
    route("courses/manage/:courseId/lessons/new", "routes/courses/lesson-editor.tsx", { id: "lesson-new" }),
    route("courses/manage/:courseId/lessons/:lessonId", "routes/courses/lesson-editor.tsx", { id: "lesson-edit" }),
    route("courses/:slug/:lessonId", "routes/courses/lesson.tsx"),
    route("courses/:slug/:lessonId/material", "routes/courses/lesson-material.ts"),
    route("saved", "routes/saved.tsx"),
    route("dashboard/news/:articleId", "routes/news-article.tsx", { id: "news-article-member" }),
    ...["settings", "messages", "dashboard", "member", "courses"].map(areaNotFound),
  ]),
  layout("routes/guards/admin-only.ts", [
    route("admin", "routes/admin/home.tsx"),
    route("admin/notifications", "routes/admin/notifications.tsx"),
    route("admin/outbox", "routes/admin/outbox.tsx"),
    route("admin/reports", "routes/admin/reports.tsx"),
    route("admin/news", "routes/admin/news.tsx"),
    route("admin/news/new", "routes/admin/news-editor.tsx", { id: "admin-news-new" }),
    route("admin/news/:articleId", "routes/admin/news-editor.tsx", { id: "admin-news-edit" }),
    ...profileViews("admin"),
    areaNotFound("admin"),
  ]),
  layout("routes/guards/individuals.ts", [
    route("bronze-member", "routes/areas/member-home.tsx", { id: "home-bronze-member" }),
    ...profileViews("bronze-member"),
    areaNotFound("bronze-member"),
  ]),
  layout("routes/guards/silver-members.ts", [
    route("silver-member", "routes/areas/member-home.tsx", { id: "home-silver-member" }),
    ...profileViews("silver-member"),
    areaNotFound("silver-member"),
  ]),
  layout("routes/guards/gold-members.ts", [
    route("gold-member", "routes/areas/member-home.tsx", { id: "home-gold-member" }),
    ...profileViews("gold-member"),
    areaNotFound("gold-member"),
  ]),
  layout("routes/guards/companies.ts", [
    route("company", "routes/areas/company-home.tsx"),
    route("company/profile", "routes/areas/company-profile-editor.tsx"),
    route("company/messages", "routes/messages.tsx", { id: "company-messages" }),
    route("company/jobs", "routes/company/jobs.tsx"),
    route("company/jobs/new", "routes/company/job-editor.tsx", { id: "company-job-new" }),
    route("company/jobs/:jobId/edit", "routes/company/job-editor.tsx", { id: "company-job-edit" }),
    route("company/jobs/:jobId/applications", "routes/company/job-applications.tsx"),
    route("company/applications/:applicationId/cv", "routes/company/application-cv.ts"),
    ...profileViews("company"),
    route("company/news/:articleId", "routes/news-article.tsx", { id: "news-article-company" }),
    areaNotFound("company"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
