// Issue 40: a course's reviews, rating and certificate facts with every text in the reader's language,
// shaped on the server (as the technician page's reviews are) so the course page and the catalogue
// ship neither the courseReviews texts nor date, pager or report helpers.
import { formatLongDate } from "~/components/ui/format-date";
import { reportPagePath } from "~/features/moderation/public";
import { DATE_LOCALE, type Locale } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import type { CoursePageFacts } from "./course-page-facts.server";
import {
  COURSE_REVIEW_LIMITS,
  type CourseReviewsPage,
  type PagerLink,
  type ReviewSummary,
  type ShapedCertificateFacts,
  type ShapedCourseReviews,
  type ShapedRating,
} from "./course-review-views";

type Say = (key: string, params?: Record<string, string | number>) => string;

/** The courseReviews catalog's texts in `locale`. */
function words(locale: Locale): Say {
  const { t } = serverI18n(locale);
  return (key, params) => t(`courseReviews:${key}`, params);
}

const averages = new Map<Locale, Intl.NumberFormat>();

/** A rating average with one decimal in the reader's language (4,5 in Spanish). */
function averageText(locale: Locale, average: number): string {
  let format = averages.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(DATE_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    averages.set(locale, format);
  }
  return format.format(average);
}

/** A course's average and count in `locale` ('4,5', '3 reseñas' and 'Valoración 4,5 de 5, 3 reseñas'), or 'Sin reseñas todavía'. */
export function shapedRating(locale: Locale, summary: ReviewSummary): ShapedRating {
  const say = words(locale);
  if (summary.average === null) return { average: null, count: say("summary.none"), label: say("summary.none") };
  const average = averageText(locale, summary.average);
  return { average, count: say("summary.count", { count: summary.count }), label: say("summary.label", { average, count: summary.count }) };
}

/** The address of another page of reviews: the URL's other parameters kept, `pagina` set (left out for page 1). */
function pageHref(url: URL, page: number): string {
  const params = new URLSearchParams(url.search);
  if (page > 1) params.set("pagina", String(page));
  else params.delete("pagina");
  return `?${params.toString()}`;
}

/**
 * The reviews section of a course page in `locale`: the rating, the page of reviews (long dates,
 * stars read aloud, report links back to `url`), the pager's links, and the member's and trainer's
 * forms' texts only for a viewer who may use them.
 */
export function shapedCourseReviews(locale: Locale, reviews: CourseReviewsPage, url: URL): ShapedCourseReviews {
  const say = words(locale);
  const back = `${url.pathname}${url.search}`;
  const { page, pages, mine } = reviews;
  const link = (target: number, key: string): PagerLink => ({ href: pageHref(url, target), label: say(`pager.${key}`) });
  const { bodyMin: min, bodyMax: max } = COURSE_REVIEW_LIMITS;
  return {
    title: say("title"),
    rating: shapedRating(locale, reviews.summary),
    empty: reviews.reviews.length === 0 ? say("empty") : null,
    replyTitle: say("reply.title"),
    items: reviews.reviews.map((review) => ({
      id: review.id,
      label: say("item", { name: review.authorName }),
      author: review.authorName,
      rating: review.rating,
      stars: say("stars", { count: review.rating }),
      date: review.edited ? `${formatLongDate(review.createdAt, locale)} · ${say("edited")}` : formatLongDate(review.createdAt, locale),
      body: review.body,
      reply: review.reply,
      reportHref: review.reportable ? reportPagePath("course_review", String(review.id), back) : null,
      reportLabel: say("report", { name: review.authorName }),
    })),
    pager:
      pages > 1
        ? {
            nav: say("pager.pages"),
            status: say("pager.pageOf", { page, pages }),
            previous: page > 1 ? link(page - 1, "previous") : null,
            next: page < pages ? link(page + 1, "next") : null,
          }
        : null,
    form: reviews.mayReview
      ? {
          title: mine ? say("form.editTitle") : say("form.title"),
          hidden: mine?.hiddenReason ? say("form.hidden", { reason: mine.hiddenReason }) : null,
          legend: say("form.rating"),
          options: [1, 2, 3, 4, 5].map((count) => say("form.ratingOption", { count })),
          bodyLabel: say("form.body"),
          hint: say("form.bodyHint", { min, max }),
          submit: mine ? say("form.update") : say("form.submit"),
          remove: mine ? say("form.delete") : null,
          rating: mine?.rating ?? null,
          body: mine?.body ?? "",
        }
      : null,
    replyForm: reviews.mayReply ? { label: say("reply.label"), edit: say("reply.edit"), submit: say("reply.submit") } : null,
  };
}

/** What the last review action did, as the status line says it ('Guardamos tu reseña.'). */
export function reviewDoneText(locale: Locale, done: "saved" | "deleted" | "replied"): string {
  return words(locale)(`done.${done}`);
}

/** A course page's 'Evaluación y certificado' in `locale`: the graded assessment's facts (or that there is none) and the certificate's validity. */
export function shapedCertificateFacts(locale: Locale, facts: CoursePageFacts): ShapedCertificateFacts {
  const say = words(locale);
  const { assessment, certificateValidityYears: years } = facts;
  const fact = (label: string, value: string) => ({ label: say(`certificate.${label}`), value });
  return {
    title: say("certificate.title"),
    facts: assessment
      ? [
          fact("questions", say("certificate.questionsValue", { count: assessment.questionsPerAttempt })),
          fact("passing", say("certificate.passingValue", { count: assessment.passingPercent })),
          fact(
            "attempts",
            assessment.maxAttempts === null ? say("certificate.attemptsUnlimited") : say("certificate.attemptsValue", { count: assessment.maxAttempts }),
          ),
          fact(
            "timeLimit",
            assessment.timeLimitMinutes === null ? say("certificate.noTimeLimit") : say("certificate.minutes", { count: assessment.timeLimitMinutes }),
          ),
        ]
      : [],
    noAssessment: assessment ? null : say("certificate.noAssessment"),
    validity: years === null ? say("certificate.noExpiry") : say("certificate.validity", { count: years }),
  };
}
