import { Link } from "~/components/ui/link";
import { shortDate, timeOfDay } from "~/features/events/event-time";
import { savedEventsByIds } from "~/features/events/public.server";
import { CourseCard } from "~/features/learning/components/course-card";
import { courseCardsByIds } from "~/features/learning/public.server";
import { savedDocumentsByIds } from "~/features/library/public.server";
import { savedArticlesByIds } from "~/features/news/public.server";
import { SaveButton } from "~/features/saved/components/save-button";
import { savedIds } from "~/features/saved/saved-items.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { keepOfflineOffer } from "~/lib/service-worker/keep-offline.server";
import { KeepOffline } from "~/shell/keep-offline";
import type { Route } from "./+types/saved";

export const handle: TranslationHandle = { namespaces: ["learning"] };

/** The most saved courses the page lists. */
const SAVED_COURSES_SHOWN = 100;

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("learning:saved.metaTitle"), description: t("learning:saved.lead") }));
}

/** /saved, 'Guardados': the signed-in member's (or company's) saved courses, events, documents and articles, newest first, with their details (spec §7). */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const [courseIds, eventIds, documentIds, articleIds] = await Promise.all([
      savedIds(ctx, "course", SAVED_COURSES_SHOWN),
      savedIds(ctx, "event", SAVED_COURSES_SHOWN),
      savedIds(ctx, "document", SAVED_COURSES_SHOWN),
      savedIds(ctx, "news", SAVED_COURSES_SHOWN),
    ]);
    const [courses, events, documents, articles] = await Promise.all([
      courseCardsByIds(ctx, courseIds),
      savedEventsByIds(ctx, eventIds),
      savedDocumentsByIds(ctx, documentIds),
      savedArticlesByIds(ctx, articleIds),
    ]);
    // Each saved document's file may be kept for offline viewing on this device.
    const keptDocuments = documents.map((document) => ({
      ...document,
      keepOffline: keepOfflineOffer(ctx, { url: `/library/${document.id}/download`, title: document.title }),
    }));
    return { courses, events, documents: keptDocuments, articles };
  });
}

/** On client navigations, the learning translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("learning", serverLoader);
}

export default function Saved({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("learning");
  const { courses, events, documents, articles } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("saved.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("saved.lead")}</p>
      <section className="mt-8">
        <h2 className="text-xl font-semibold">{t("saved.courses")}</h2>
        {courses.length === 0 ? (
          <div className="mt-3 rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p>{t("saved.empty")}</p>
            <Link to="/university" className="mt-4 inline-block font-semibold text-brand-700 underline">
              {t("saved.browse")}
            </Link>
          </div>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {courses.map((course) => (
              <li key={course.id}>
                <CourseCard
                  course={course}
                  action={<SaveButton itemType="course" itemId={String(course.id)} title={course.title} saved redirectTo="/saved" signedIn />}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="mt-10">
        <h2 className="text-xl font-semibold">{t("saved.events")}</h2>
        {events.length === 0 ? (
          <div className="mt-3 rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p>{t("saved.eventsEmpty")}</p>
            <Link to="/calendar" className="mt-4 inline-block font-semibold text-brand-700 underline">
              {t("saved.eventsBrowse")}
            </Link>
          </div>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {events.map((event) => (
              <li key={event.id} className="flex flex-wrap items-center gap-3 p-4">
                <span className="w-40 text-sm text-slate-700">
                  {shortDate(event.startsAt, event.timeZone, i18n.language)} · {timeOfDay(event.startsAt, event.timeZone, i18n.language)}
                </span>
                <Link
                  to={`/calendar/${event.slug}`}
                  className={`min-w-0 flex-1 font-semibold break-words hover:underline ${event.status === "cancelled" ? "line-through" : ""}`}
                >
                  {event.title}
                </Link>
                <SaveButton itemType="event" itemId={String(event.id)} title={event.title} saved redirectTo="/saved" signedIn />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="mt-10">
        <h2 className="text-xl font-semibold">{t("saved.documents")}</h2>
        {documents.length === 0 ? (
          <div className="mt-3 rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p>{t("saved.documentsEmpty")}</p>
            <Link to="/library" className="mt-4 inline-block font-semibold text-brand-700 underline">
              {t("saved.documentsBrowse")}
            </Link>
          </div>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {documents.map((document) => (
              <li key={document.id} className="flex flex-wrap items-center gap-3 p-4">
                <a href={`/library/${document.id}/download`} className="min-w-0 flex-1 font-semibold break-words text-brand-700 hover:underline">
                  {document.title}
                </a>
                <span className="text-sm text-slate-600">{document.brand ?? ""}</span>
                <KeepOffline offer={document.keepOffline} />
                <SaveButton itemType="document" itemId={String(document.id)} title={document.title} saved redirectTo="/saved" signedIn />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="mt-10">
        <h2 className="text-xl font-semibold">{t("saved.articles")}</h2>
        {articles.length === 0 ? (
          <div className="mt-3 rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p>{t("saved.articlesEmpty")}</p>
            <Link to="/news" className="mt-4 inline-block font-semibold text-brand-700 underline">
              {t("saved.articlesBrowse")}
            </Link>
          </div>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {articles.map((article) => (
              <li key={article.id} className="flex flex-wrap items-center gap-3 p-4">
                <Link to={`/news/${article.slug}`} className="min-w-0 flex-1 font-semibold break-words hover:underline">
                  {article.title}
                </Link>
                <SaveButton itemType="news" itemId={String(article.id)} title={article.title} saved redirectTo="/saved" signedIn />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
