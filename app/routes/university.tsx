import { Form } from "react-router";
import { PageHero } from "~/components/content/info-sections";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { catalogueFilters, listCourses, type RatedCourseCard } from "~/features/learning/catalogue.server";
import { CourseCard } from "~/features/learning/components/course-card";
import { COURSE_LANGUAGES, COURSE_LEVELS } from "~/features/learning/course-options";
import { shapedRating } from "~/features/learning/course-review-shapes.server";
import { requestContext } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { sharedData } from "~/lib/page-cache.server";
import { localizedMeta } from "~/lib/route-meta";
import { categoryOptions } from "~/lib/vocabulary/av-categories";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/university";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["learning"], scriptless: true };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("learning:catalogue.metaTitle"), description: t("learning:catalogue.metaDescription") }));
}

/** /university, public (page-cached for visitors): the published courses the URL's filters select, newest first, each with its reviews' average and count in the reader's words. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const filters = catalogueFilters(new URL(request.url).searchParams);
  // The same page of courses for everyone: kept in memory, forgotten when a course changes.
  const page = await sharedData.get("/university", JSON.stringify(filters), () => listCourses(ctx, filters));
  const rated: RatedCourseCard[] = page.courses;
  const courses = rated.map(({ reviews, ...course }) => ({ ...course, rating: shapedRating(ctx.locale, reviews) }));
  return { ...page, courses, filters, signedIn: ctx.actor !== null };
}

/** On client navigations, the learning translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["learning"], serverLoader);
}

export default function University({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("learning");
  const { courses, count, page, pages, filters, signedIn } = loaderData;
  const pageLink = usePageLink();
  const filtered = Boolean(filters.category || filters.level || filters.language || filters.q);
  const clear = (
    <Link to="/university" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
      {t("catalogue.clear")}
    </Link>
  );
  return (
    <>
      <PageHero heading={t("catalogue.heading")} lead={t("catalogue.lead")}>
        {signedIn ? (
          <Link to="/courses" className="mt-4 inline-block rounded-md bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50">
            {t("catalogue.myCourses")}
          </Link>
        ) : null}
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Form method="get" role="search" aria-label={t("catalogue.filtersTitle")} className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-3">
          <TextField
            label={t("catalogue.search")}
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            placeholder={t("catalogue.searchPlaceholder")}
            maxLength={100}
            className="sm:col-span-3"
          />
          <SelectField
            label={t("catalogue.category")}
            name="categoria"
            defaultValue={filters.category ?? ""}
            placeholder={t("catalogue.any")}
            options={categoryOptions(t)}
          />
          <SelectField
            label={t("catalogue.level")}
            name="nivel"
            defaultValue={filters.level ?? ""}
            placeholder={t("catalogue.any")}
            options={COURSE_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
          />
          <SelectField
            label={t("catalogue.language")}
            name="idioma"
            defaultValue={filters.language ?? ""}
            placeholder={t("catalogue.any")}
            options={COURSE_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
          />
          <div className="flex flex-wrap gap-3 sm:col-span-3">
            <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
              {t("catalogue.apply")}
            </button>
            {filtered ? clear : null}
          </div>
        </Form>
        <h2 className="mt-6 font-semibold" aria-live="polite">
          {t("catalogue.count", { count })}
        </h2>
        {courses.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p className="mb-4">{filtered ? t("catalogue.empty") : t("catalogue.emptyAll")}</p>
            {filtered ? clear : null}
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "catalogue", page, pages)} />
      </div>
    </>
  );
}
