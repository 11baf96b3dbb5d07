import type { ReactNode } from "react";
import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import { countryLabel } from "~/lib/vocabulary/countries";
import type { PagePart } from "../page-layout";
import type { PageBanner, TechnicianPageView } from "../technician-page.server";
import { CreditsPart } from "./credits-part";
import { KitPart } from "./kit-part";
import { LanguagesPart } from "./languages-part";
import { MediaPart } from "./media-part";
import { PageNote } from "./page-note";
import { PART_FRAME } from "./part-frame";

/** The first letters of the first and last words of a name ('LF'), shown in place of a photo. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return [words[0], words.length > 1 ? words[words.length - 1] : undefined].map((word) => word?.[0]?.toUpperCase() ?? "").join("");
}

/**
 * A technician's page (issue 38) as the loader chose it for the viewer: the header (photo, name, titles,
 * place, 'Gold Member', headline) and then each shown part in the member's order. `actions` (follow,
 * contact) and `availability` come from the route, which may use other features' components.
 */
export function TechnicianPageContent({
  page,
  banner,
  actions,
  availability,
}: {
  page: TechnicianPageView;
  banner: PageBanner | null;
  actions: ReactNode;
  availability: ReactNode;
}) {
  const { t, i18n } = useTranslation("portfolio");
  const locale = i18n.language as Locale;
  const place = [page.city, countryLabel(t, locale, page.country)].filter(Boolean).join(", ");
  const body: Partial<Record<PagePart, ReactNode>> = {
    about: page.bio ? (
      <section aria-labelledby="pagina-sobre" className={PART_FRAME}>
        <h2 id="pagina-sobre" className="text-xl font-semibold">
          {t("page.about")}
        </h2>
        <p className="mt-3 whitespace-pre-line text-slate-800">{page.bio}</p>
      </section>
    ) : null,
    skills: (
      <section aria-labelledby="pagina-habilidades" className={PART_FRAME}>
        <h2 id="pagina-habilidades" className="text-xl font-semibold">
          {t("page.skills")}
        </h2>
        {page.specialization ? <p className="mt-3 text-slate-800">{page.specialization}</p> : null}
        {page.skills.length ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {page.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
                {skillLabel(t, skill)}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    ),
    credits: <CreditsPart credits={page.credits} />,
    media: <MediaPart media={page.media} />,
    kit: <KitPart kit={page.kit} />,
    languages: <LanguagesPart languages={page.languages} />,
    certificates: (
      <section aria-labelledby="pagina-certificados" className={PART_FRAME}>
        <h2 id="pagina-certificados" className="text-xl font-semibold">
          {t("page.certificates")}
        </h2>
        <ul className="mt-3 grid gap-2">
          {page.certificates.map((certificate) => (
            <li key={certificate.id}>
              <Link to={`/certificates/${certificate.id}`} className="font-semibold text-brand-700 underline">
                {certificate.courseTitle}
              </Link>{" "}
              <span className="text-sm text-slate-700">· {formatLongDate(certificate.issuedAt, locale)}</span>
            </li>
          ))}
        </ul>
      </section>
    ),
    availability,
    reviews: page.reviews ? <ReviewsPart reviews={page.reviews} /> : null,
  };
  return (
    <div className="min-h-[70vh] bg-slate-50">
      {banner ? <PageNote banner={banner} handle={page.handle} /> : null}
      <div className="mx-auto grid max-w-3xl gap-5 px-4 py-8 sm:py-12">
        <header className={`${PART_FRAME} flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left`}>
          {page.photoUrl ? (
            <img
              src={page.photoUrl}
              alt={t("page.photoAlt", { name: page.name })}
              width={128}
              height={128}
              className="h-32 w-32 shrink-0 rounded-full object-cover ring-4 ring-brand-50"
            />
          ) : (
            <span aria-hidden="true" className="flex h-32 w-32 shrink-0 items-center justify-center rounded-full bg-brand-900 text-4xl font-bold text-white">
              {initials(page.name)}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <h1 className="text-3xl font-bold break-words text-ink">{page.name}</h1>
            {page.jobTitles.length ? <p className="mt-1 text-lg font-medium text-slate-800">{page.jobTitles.join(" · ")}</p> : null}
            {place ? <p className="mt-1 text-slate-700">{place}</p> : null}
            {page.reviews ? (
              <p className="mt-2 font-semibold text-amber-900" data-testid="rating-summary">
                <span role="img" aria-label={page.reviews.summaryLabel}>
                  {page.reviews.summary}
                </span>
              </p>
            ) : null}
            {page.gold ? <p className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">{t("page.gold")}</p> : null}
            {page.headline ? <p className="mt-3 text-lg text-slate-900">{page.headline}</p> : null}
            <div className="mt-4 flex flex-wrap justify-center gap-3 sm:justify-start">{actions}</div>
          </div>
        </header>
        {page.parts.map((part) => (body[part] ? <div key={part}>{body[part]}</div> : null))}
      </div>
    </div>
  );
}

/** The reviews part (issue 39): each criterion's average and the newest published reviews companies wrote, each with a link to report it; texts shaped on the server. */
function ReviewsPart({ reviews }: { reviews: NonNullable<TechnicianPageView["reviews"]> }) {
  return (
    <section aria-labelledby="pagina-resenas" className={PART_FRAME}>
      <h2 id="pagina-resenas" className="text-xl font-semibold">
        {reviews.title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
        {reviews.averages.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ul className="mt-4 grid gap-4">
        {reviews.items.map((review) => (
          <li key={review.id} className="rounded-lg border border-slate-200 p-4" data-testid="published-review">
            <article aria-label={review.author}>
              <h3 className="font-semibold text-ink">{review.author}</h3>
              <p className="text-sm text-slate-700">{review.job}</p>
              <p className="mt-1 font-semibold text-amber-900">{review.average}</p>
              <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
                {review.scores.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {review.body ? <p className="mt-3 whitespace-pre-line text-slate-900">{review.body}</p> : null}
              {review.reply ? (
                <div className="mt-3 border-l-4 border-slate-300 pl-3">
                  <p className="text-sm font-semibold text-slate-800">{reviews.replyLabel}</p>
                  <p className="whitespace-pre-line text-slate-900">{review.reply}</p>
                </div>
              ) : null}
              {review.reportHref ? (
                <a href={review.reportHref} className="mt-3 inline-block text-sm text-slate-700 underline">
                  {reviews.reportLabel}
                </a>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      {reviews.more ? <p className="mt-3 text-sm text-slate-700">{reviews.more}</p> : null}
    </section>
  );
}

/** 'Seguir' and 'Contactar' for a visitor: both ask to sign in and come back to this page. */
export function VisitorActions({ handle }: { handle: string }) {
  const { t } = useTranslation("portfolio");
  const signIn = `/login?redirectTo=${encodeURIComponent(`/tecnicos/${handle}`)}`;
  return (
    <>
      <Link to={signIn} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        {t("page.follow")}
      </Link>
      <Link to={signIn} className="rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
        {t("page.contact")}
      </Link>
    </>
  );
}

/** A members-only page as a visitor finds it: only that it is a RedAV member's page, and the way to sign in and come back. */
export function SignInPrompt({ handle, banner }: { handle: string; banner: PageBanner | null }) {
  const { t } = useTranslation("portfolio");
  return (
    <div className="min-h-[70vh] bg-slate-50">
      {banner ? <PageNote banner={banner} handle={handle} /> : null}
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-ink">{t("page.membersOnly.title")}</h1>
        <p className="mt-4 text-lg text-slate-800">{t("page.membersOnly.body")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to={`/login?redirectTo=${encodeURIComponent(`/tecnicos/${handle}`)}`}
            className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {t("page.membersOnly.signIn")}
          </Link>
          <Link to="/register" className="rounded-md border border-slate-400 px-5 py-2.5 font-semibold hover:bg-white">
            {t("page.membersOnly.join")}
          </Link>
        </div>
      </section>
    </div>
  );
}

/** The owner's preview of a hidden page: a visitor finds nothing at this address. */
export function AbsentPreview({ handle, banner }: { handle: string; banner: PageBanner }) {
  const { t } = useTranslation("portfolio");
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <PageNote banner={banner} handle={handle} />
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-ink">{t("page.absent.title")}</h1>
        <p className="mt-4 text-slate-800">{t("page.absent.body")}</p>
      </section>
    </div>
  );
}
