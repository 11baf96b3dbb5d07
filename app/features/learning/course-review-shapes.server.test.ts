import { describe, expect, it } from "vitest";
import { shapedCertificateFacts, shapedCourseReviews, shapedRating } from "./course-review-shapes.server";
import type { CourseReviewsPage } from "./course-review-views";

const review = {
  id: 7,
  authorName: "Ana Prueba",
  rating: 4,
  body: "Aprendí a colgar un sistema con seguridad.",
  createdAt: "2026-03-12T15:00:00.000Z",
  edited: true,
  reply: null,
  repliedAt: null,
  reportable: true,
};

/** A page of reviews as courseReviewsPage answers it, with what this viewer may do. */
function page(overrides: Partial<CourseReviewsPage> = {}): CourseReviewsPage {
  return { summary: { count: 2, average: 4.5 }, reviews: [review], page: 2, pages: 3, total: 21, mine: null, mayReview: false, mayReply: false, ...overrides };
}

describe("a course page's reviews shaped on the server", () => {
  it("say the average, the stars, the date and the pager in the reader's language, with the report link back to the same page", () => {
    const shaped = shapedCourseReviews("es", page(), new URL("https://redav.test/university/rigging?pagina=2&x=1"));
    expect(shaped.rating).toEqual({ average: "4,5", count: "2 reseñas", label: "Valoración 4,5 de 5, 2 reseñas" });
    expect(shaped.items[0]).toMatchObject({ label: "Reseña de Ana Prueba", stars: "4 de 5 estrellas", date: "12 de marzo de 2026 · editada" });
    expect(shaped.items[0]?.reportHref).toContain(encodeURIComponent("/university/rigging?pagina=2&x=1"));
    expect(shaped.pager).toEqual({
      nav: "Páginas de reseñas",
      status: "Página 2 de 3",
      previous: { href: "?x=1", label: "Reseñas más recientes" },
      next: { href: "?pagina=3&x=1", label: "Reseñas anteriores" },
    });
    expect(shaped.empty).toBeNull();
  });

  it("give a visitor no forms and no report link, and the member and the trainer only the form each may use", () => {
    const url = new URL("https://redav.test/university/rigging");
    const visitor = shapedCourseReviews("es", page({ reviews: [{ ...review, reportable: false }], pages: 1, page: 1 }), url);
    expect(visitor).toMatchObject({ form: null, replyForm: null, pager: null });
    expect(visitor.items[0]?.reportHref).toBeNull();
    const member = shapedCourseReviews("es", page({ mayReview: true, mine: { id: 7, rating: 4, body: "Muy bueno el curso.", hiddenReason: "lenguaje" } }), url);
    expect(member.form).toMatchObject({ title: "Tu reseña", rating: 4, body: "Muy bueno el curso.", remove: "Eliminar mi reseña" });
    expect(member.form?.hidden).toContain("lenguaje");
    expect(member.replyForm).toBeNull();
    const trainer = shapedCourseReviews("en", page({ mayReply: true, reviews: [] }), url);
    expect(trainer.form).toBeNull();
    expect(trainer.replyForm?.submit).toBeTruthy();
    expect(trainer.empty).toBeTruthy();
  });

  it("say 'Sin reseñas todavía' without reviews, and the certificate's facts or that there is no assessment", () => {
    expect(shapedRating("es", { count: 0, average: null })).toEqual({ average: null, count: "Sin reseñas todavía", label: "Sin reseñas todavía" });
    const graded = shapedCertificateFacts("es", {
      assessment: { questionsPerAttempt: 10, passingPercent: 70, maxAttempts: null, timeLimitMinutes: 30, ready: true },
      certificateValidityYears: 2,
    });
    expect(graded.facts.map((fact) => fact.value)).toEqual(["10 preguntas", "70 % de respuestas correctas", "Sin límite", "30 minutos"]);
    expect(graded.validity).toBe("El certificado es válido por 2 años desde su emisión.");
    const plain = shapedCertificateFacts("es", { assessment: null, certificateValidityYears: null });
    expect(plain).toMatchObject({ facts: [], validity: "El certificado no vence." });
    expect(plain.noAssessment).toContain("no tiene evaluación final");
  });
});
