import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n/locales";
import { TranslationProvider } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { BookingReviewsPanel } from "./components/booking-reviews-panel";
import type { ReviewFailure } from "./components/review-form";
import type { BookingReview, BookingReviews } from "./review-reading.server";

const review = (values: Partial<BookingReview>): BookingReview => ({
  id: "r1",
  authorSide: "company",
  scores: [
    { criterion: "punctuality", score: 5 },
    { criterion: "technicalKnowledge", score: 4 },
    { criterion: "teamwork", score: 4 },
  ],
  rating: 4.33,
  body: "Muy profesional",
  reply: null,
  repliedAt: null,
  publishedAt: "2026-03-10T12:00:00.000Z",
  createdAt: "2026-03-05T12:00:00.000Z",
  hidden: false,
  ...values,
});

const writing: BookingReviews = {
  side: "technician",
  criteria: ["paymentOnTime", "organisation", "treatment"],
  mine: null,
  theirs: null,
  theirsWritten: true,
  theirsHidden: false,
  canWrite: true,
  canReply: false,
  writableUntil: "2026-03-15",
};

/** What the stub's booking page shows (set by `render` before each rendering). */
let shown: { reviews: BookingReviews; failure: ReviewFailure } = { reviews: writing, failure: null };

/** The booking page holding the panel (a route of the router stub: its forms need one). */
function BookingPage() {
  return createElement(BookingReviewsPanel, { ...shown, busy: false });
}

const Stub = createRoutesStub([{ path: "/bookings/b1", Component: BookingPage }]);

/** The panel rendered on a booking page in a language, with the page action's refusal. */
function render(reviews: BookingReviews, failure: ReviewFailure = null, locale: Locale = "es"): string {
  shown = { reviews, failure };
  const providerProps = { translator: serverI18n(locale) } as Parameters<typeof TranslationProvider>[0];
  return renderToStaticMarkup(createElement(TranslationProvider, providerProps, createElement(Stub, { initialEntries: ["/bookings/b1"] })));
}

describe("the booking page's reviews panel (issue 39)", () => {
  it("asks for each criterion as a group of five radio buttons named by its legend, and the comment with its label; the other side's review only as written", () => {
    const html = render(writing);
    for (const [criterion, legend] of [
      ["paymentOnTime", "Pago en término"],
      ["organisation", "Organización"],
      ["treatment", "Trato"],
    ]) {
      expect(html).toContain(`<legend class="font-medium text-slate-900">${legend}</legend>`);
      for (const score of [1, 2, 3, 4, 5]) expect(html).toContain(`type="radio" required="" class="h-4 w-4" name="score.${criterion}" value="${score}"`);
    }
    expect(html.match(/<fieldset/g)).toHaveLength(3);
    expect(html).toContain('<span class="sr-only">5 de 5</span>');
    expect(html).toMatch(/<label for="[^"]+"[^>]*>Comentario \(opcional\)<\/label><textarea id="[^"]+" name="body"/);
    expect(html).toContain('name="intent" value="review"');
    expect(html).toContain("Puedes opinar hasta el 15 de marzo de 2026.");
    expect(html).toContain("La otra parte ya escribió su reseña. La verás cuando se publiquen las dos.");
    expect(html).not.toContain("Muy profesional");
    expect(render(writing, null, "en")).toContain("Pays on time");
  });

  it("shows a refused score at its group (aria-invalid, described by the message) and keeps what was typed", () => {
    const failure = {
      error: "Puntúa cada criterio de 1 a 5.",
      field: "score.organisation",
      values: { intent: "review", "score.paymentOnTime": "4", body: "Pagaron bien" },
    };
    const html = render(writing, failure);
    expect(html).toMatch(
      /<fieldset aria-invalid="true" aria-describedby="([^"]+)-error"[^>]*><legend[^>]*>Organización<\/legend>.*?<p id="\1-error"[^>]*>Puntúa cada criterio de 1 a 5\.<\/p>/,
    );
    expect(html).toContain('name="score.paymentOnTime" checked="" value="4"');
    expect(html).toContain(">Pagaron bien</textarea>");
  });

  it("after publication: one's own review and theirs with the reply form, once", () => {
    const html = render({
      ...writing,
      canWrite: false,
      canReply: true,
      mine: review({ id: "mine", authorSide: "technician", body: "Pagaron a tiempo", scores: [] }),
      theirs: review({}),
    });
    expect(html).toContain("Tu reseña");
    expect(html).toContain("Publicada el 10 de marzo de 2026.");
    expect(html).toContain("Muy profesional");
    expect(html).toContain("Promedio: 4,3 de 5");
    expect(html).toContain('name="intent" value="reply"');
    expect(html).toContain('name="reviewId" value="r1"');
    expect(html).toContain("Tu respuesta a esta reseña");
    const replied = render({ ...writing, canWrite: false, canReply: false, theirs: review({ reply: "¡Gracias!" }) });
    expect(replied).toContain("¡Gracias!");
    expect(replied).not.toContain('value="reply"');
  });
});
