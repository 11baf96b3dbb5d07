import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { assessmentAttempts } from "~/db/schema/assessments";
import type { AssessmentPage } from "~/features/learning/attempt-views";
import { type Ctx, requestContext } from "~/lib/context.server";
import { TranslationProvider } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import Assessment, { action, loader } from "~/routes/courses/assessment";
import { assessedCourse, rightAnswerOf } from "../assessments";
import { person } from "../learning";
import { testDb } from "../setup/test-database";

/** What a route's loader or action answers, thrown answers included, as the router sends it for the page and its `.data` twin. */
async function answer(handler: (args: never) => unknown, ctx: Ctx, url: string, params: Record<string, string>, body?: URLSearchParams) {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const request = new Request(`http://localhost:3000${url}`, body ? { method: "POST", body } : {});
  try {
    const value = (await (handler as (args: unknown) => unknown)({ request, context, params })) as unknown;
    if (value && typeof value === "object" && "init" in value && "data" in value) {
      const wrapped = value as { data: unknown; init: { status?: number } | null };
      return { status: wrapped.init?.status ?? 200, body: wrapped.data };
    }
    return { status: 200, body: value };
  } catch (thrown) {
    const failure = thrown as { init?: { status?: number }; data?: unknown };
    return { status: failure.init?.status ?? 500, body: failure.data };
  }
}

/** What the stub's page shows (set by `pageHtml` before each rendering). */
let shown: AssessmentPage | null = null;

/** The route's component with the loader's data, as a route of the router stub (its forms need one). */
function Page() {
  return createElement(Assessment as never, { loaderData: shown, params: {}, matches: [], actionData: undefined } as never);
}

const Stub = createRoutesStub([{ path: "/courses/:slug/assessment", Component: Page }]);

/** The page's HTML as the server renders it from the loader's data, in Spanish. */
function pageHtml(page: AssessmentPage, url: string): string {
  shown = page;
  return renderToString(createElement(TranslationProvider, { translator: serverI18n("es") } as never, createElement(Stub, { initialEntries: [url] })));
}

const SECRETS = /EXPLICACION-SECRETA|"correct"|"explanation"|Explicación|Respuesta correcta/;

describe("/courses/:slug/assessment (issue 40)", () => {
  it("never carries right answers or explanations before grading, in the document or its .data; after grading it shows them", async () => {
    const { slug, member } = await assessedCourse({ bank: 6, questionsPerAttempt: 6 });
    const url = `/courses/${slug}/assessment`;
    const before = await answer(loader, member.ctx, `${url}.data`, { slug });
    expect(before.status).toBe(200);
    expect(pageHtml(before.body as AssessmentPage, url)).toContain("Empezar el intento");

    const started = await answer(action, member.ctx, `${url}.data`, { slug }, new URLSearchParams({ intent: "start" }));
    expect(started).toMatchObject({ status: 200, body: { ok: true, intent: "start" } });
    const open = await answer(loader, member.ctx, `${url}.data`, { slug });
    const page = open.body as AssessmentPage;
    expect(page.open?.questions).toHaveLength(6);
    expect(JSON.stringify(open.body)).not.toMatch(SECRETS);
    const html = pageHtml(page, url);
    expect(html).toContain("Entregar y calificar");
    expect(html).toContain(`name="q.${page.open?.questions[0]?.id}"`);
    expect(html).not.toMatch(SECRETS);

    const form = new URLSearchParams({ intent: "save", attemptId: page.open?.id ?? "" });
    for (const question of page.open?.questions ?? []) for (const id of rightAnswerOf(question.kind)) form.append(`q.${question.id}`, id);
    expect(await answer(action, member.ctx, `${url}.data`, { slug }, form)).toMatchObject({ status: 200, body: { ok: true, intent: "save", graded: false } });
    const saved = await answer(loader, member.ctx, `${url}.data`, { slug });
    expect(JSON.stringify(saved.body)).not.toMatch(SECRETS);
    expect(pageHtml(saved.body as AssessmentPage, url)).not.toMatch(SECRETS);

    form.set("intent", "submit");
    expect(await answer(action, member.ctx, `${url}.data`, { slug }, form)).toMatchObject({ status: 200, body: { ok: true, intent: "submit" } });
    const graded = await answer(loader, member.ctx, `${url}.data`, { slug });
    expect(graded.body).toMatchObject({ open: null, lastResult: { scorePercent: 100, passed: true } });
    const result = pageHtml(graded.body as AssessmentPage, url);
    expect(result).toContain("Aprobaste con 100 %.");
    expect(result).toContain("EXPLICACION-SECRETA");
  });

  it("answers 403 to a member not enrolled, 400 to an unknown intent and 409 to a second submission, changing nothing", async () => {
    const { slug, member } = await assessedCourse();
    const url = `/courses/${slug}/assessment`;
    const stranger = await person();
    expect(await answer(loader, stranger.ctx, `${url}.data`, { slug })).toMatchObject({ status: 403, body: { error: { code: "COURSE_NOT_ENROLLED" } } });
    expect(await answer(action, stranger.ctx, url, { slug }, new URLSearchParams({ intent: "start" }))).toMatchObject({ status: 403 });
    expect(await answer(action, member.ctx, url, { slug }, new URLSearchParams({ intent: "grade-everything" }))).toMatchObject({
      status: 400,
      body: { ok: false, code: "UNKNOWN_INTENT" },
    });
    await answer(action, member.ctx, url, { slug }, new URLSearchParams({ intent: "start" }));
    const [row] = await testDb().select().from(assessmentAttempts).where(eq(assessmentAttempts.userId, member.userId));
    const submit = new URLSearchParams({ intent: "submit", attemptId: row?.id ?? "" });
    expect(await answer(action, member.ctx, url, { slug }, submit)).toMatchObject({ status: 200 });
    expect(await answer(action, member.ctx, url, { slug }, submit)).toMatchObject({ status: 409, body: { ok: false, code: "ATTEMPT_ALREADY_GRADED" } });
  });
});
