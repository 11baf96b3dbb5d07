import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assessmentAttempts, assessmentQuestions, courseAssessments } from "~/db/schema/assessments";
import { courses } from "~/db/schema/learning";
import { courseFields, person } from "../../../tests/learning";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { addQuestion, deleteQuestion, moveQuestion, updateQuestion } from "./assessment-questions.server";
import { assessmentForEditing, courseAssessmentFacts, removeAssessment, saveAssessmentSettings } from "./assessment-settings.server";
import { addLesson, courseForEditing, createCourse, setCoursePublished, updateCourse } from "./course-editor.server";

const settings = { questionsPerAttempt: "2", passingPercent: "70", maxAttempts: "3", waitMinutes: "60", timeLimitMinutes: "", showScoreBand: "on" };
const single = (prompt: string) => ({
  kind: "single",
  prompt,
  explanation: "La fantasma se envía por la línea balanceada.",
  option0: "48 V",
  option1: "12 V",
  option2: "",
  correct: "0",
});
const multiple = {
  kind: "multiple",
  prompt: "¿Qué conectores llevan señal balanceada?",
  explanation: "XLR y TRS tienen dos conductores y malla.",
  options: [
    { text: "XLR", correct: true },
    { text: "TRS", correct: true },
    { text: "RCA", correct: false },
  ],
};
const trueFalse = { kind: "true_false", prompt: "El cable de parlante pasivo puede ser fino.", explanation: "Necesita sección suficiente.", correct: "1" };

/** A trainer's draft course with one lesson. */
async function courseOf(trainer: Awaited<ReturnType<typeof person>>) {
  const { id } = await createCourse(trainer.ctx, courseFields(`Evaluable ${randomUUID().slice(0, 8)}`));
  const lesson = await addLesson(trainer.ctx, id, { title: "Fantasma", body: "<p>Texto</p>", durationMinutes: "10" });
  return { courseId: id, lessonId: lesson.id };
}

/** What the database holds of a course's assessments and their banks (to prove a refusal changed nothing). */
async function snapshot(courseId: number) {
  const rows = await testDb().select().from(courseAssessments).where(eq(courseAssessments.courseId, courseId));
  const banks = await Promise.all(rows.map((row) => testDb().select().from(assessmentQuestions).where(eq(assessmentQuestions.assessmentId, row.id))));
  return JSON.stringify({ rows, banks });
}

describe("assessment authoring (issue 40)", () => {
  it("lets the course's trainer set up the graded assessment and its bank of the three kinds, and a lesson's quiz apart from it", async () => {
    const trainer = await person({ trainer: true });
    const { courseId, lessonId } = await courseOf(trainer);
    const course = { courseId, lessonId: null };
    expect(await assessmentForEditing(trainer.ctx, course)).toMatchObject({ assessment: null, questions: [], bankSize: 0, ready: false });
    expect(await courseAssessmentFacts(testDb(), courseId)).toBeNull();
    await saveAssessmentSettings(trainer.ctx, course, settings);
    await addQuestion(trainer.ctx, course, single("¿Qué tensión da la alimentación fantasma?"));
    expect(await courseAssessmentFacts(testDb(), courseId)).toEqual({
      questionsPerAttempt: 2,
      passingPercent: 70,
      maxAttempts: 3,
      timeLimitMinutes: null,
      ready: false,
    });
    const second = await addQuestion(trainer.ctx, course, multiple);
    const third = await addQuestion(trainer.ctx, course, trueFalse);
    const view = await assessmentForEditing(trainer.ctx, course);
    expect(view).toMatchObject({
      assessment: { questionsPerAttempt: 2, passingPercent: 70, maxAttempts: 3, waitMinutes: 60, timeLimitMinutes: null, showScoreBand: true },
      bankSize: 3,
      ready: true,
    });
    expect(view.questions.map((question) => question.kind)).toEqual(["single", "multiple", "true_false"]);
    expect(view.questions[0]?.options.map((option) => [option.text, option.correct])).toEqual([
      ["48 V", true],
      ["12 V", false],
    ]);
    expect(view.questions[2]?.options).toEqual([
      { id: "true", text: "Verdadero", correct: false },
      { id: "false", text: "Falso", correct: true },
    ]);
    expect(new Set(view.questions[1]?.options.map((option) => option.id)).size).toBe(3);
    expect(await courseAssessmentFacts(testDb(), courseId)).toMatchObject({ ready: true });

    await moveQuestion(trainer.ctx, course, third.id, "up");
    await moveQuestion(trainer.ctx, course, third.id, "up");
    await moveQuestion(trainer.ctx, course, third.id, "up");
    expect((await assessmentForEditing(trainer.ctx, course)).questions.map((question) => question.id)[0]).toBe(third.id);
    await updateQuestion(trainer.ctx, course, second.id, { ...multiple, prompt: "¿Cuáles son balanceados?", options: multiple.options.slice(0, 2) });
    await deleteQuestion(trainer.ctx, course, third.id);
    const edited = await assessmentForEditing(trainer.ctx, course);
    expect(edited.questions.map((question) => question.prompt)).toEqual(["¿Qué tensión da la alimentación fantasma?", "¿Cuáles son balanceados?"]);

    const quiz = { courseId, lessonId };
    await saveAssessmentSettings(trainer.ctx, quiz, { ...settings, questionsPerAttempt: "1", showScoreBand: "on" });
    await addQuestion(trainer.ctx, quiz, trueFalse);
    expect(await assessmentForEditing(trainer.ctx, quiz)).toMatchObject({
      lesson: { id: lessonId },
      assessment: { showScoreBand: false },
      bankSize: 1,
      ready: true,
    });
    expect((await assessmentForEditing(trainer.ctx, course)).bankSize).toBe(2);
  });

  it("answers only the course's trainer and the admins: another trainer 403, a member 403, unknown 404; nothing changes", async () => {
    const trainer = await person({ trainer: true });
    const { courseId, lessonId } = await courseOf(trainer);
    const course = { courseId, lessonId: null };
    await saveAssessmentSettings(trainer.ctx, course, settings);
    const { id: questionId } = await addQuestion(trainer.ctx, course, trueFalse);
    const before = await snapshot(courseId);
    const other = await person({ trainer: true });
    const member = await person();
    /** Every editor use case on a target, each started only when its refusal is read. */
    const attempts = (ctx: typeof member.ctx, target: { courseId: number; lessonId: number | null }) => [
      () => assessmentForEditing(ctx, target),
      () => saveAssessmentSettings(ctx, target, settings),
      () => removeAssessment(ctx, target),
      () => addQuestion(ctx, target, trueFalse),
      () => updateQuestion(ctx, target, questionId, trueFalse),
      () => deleteQuestion(ctx, target, questionId),
      () => moveQuestion(ctx, target, questionId, "down"),
    ];
    for (const work of attempts(other.ctx, course)) expect(await refusalOf(work())).toMatchObject({ status: 403, key: "COURSE_FORBIDDEN" });
    for (const work of attempts(other.ctx, { courseId, lessonId })) expect(await refusalOf(work())).toMatchObject({ status: 403 });
    for (const work of attempts(member.ctx, course)) expect(await refusalOf(work())).toMatchObject({ status: 403, key: "TEACH_ONLY" });
    for (const work of attempts(trainer.ctx, { courseId: 999_999_999, lessonId: null })) {
      expect(await refusalOf(work())).toMatchObject({ status: 404, key: "COURSE_NOT_FOUND" });
    }
    const foreign = await courseOf(trainer);
    expect(await refusalOf(assessmentForEditing(trainer.ctx, { courseId, lessonId: foreign.lessonId }))).toMatchObject({
      status: 404,
      key: "LESSON_NOT_FOUND",
    });
    expect(await refusalOf(addQuestion(trainer.ctx, { courseId: foreign.courseId, lessonId: null }, trueFalse))).toMatchObject({
      status: 404,
      key: "ASSESSMENT_NOT_FOUND",
    });
    expect(await refusalOf(updateQuestion(trainer.ctx, { courseId, lessonId }, questionId, trueFalse))).toMatchObject({
      status: 404,
      key: "ASSESSMENT_NOT_FOUND",
    });
    await saveAssessmentSettings(trainer.ctx, { courseId: foreign.courseId, lessonId: null }, settings);
    expect(await refusalOf(deleteQuestion(trainer.ctx, { courseId: foreign.courseId, lessonId: null }, questionId))).toMatchObject({
      status: 404,
      key: "QUESTION_NOT_FOUND",
    });
    expect(await refusalOf(moveQuestion(trainer.ctx, course, Number.NaN, "up"))).toMatchObject({ status: 404, key: "QUESTION_NOT_FOUND" });
    expect(await snapshot(courseId)).toBe(before);
    const admin = await person({ admin: true });
    await addQuestion(admin.ctx, course, single("¿Qué hace el admin aquí?"));
    expect((await assessmentForEditing(admin.ctx, course)).bankSize).toBe(2);
  });

  it("refuses every wrong setting with its Spanish message and bounds, changing nothing", async () => {
    const trainer = await person({ trainer: true });
    const { courseId } = await courseOf(trainer);
    const course = { courseId, lessonId: null };
    const cases: [Record<string, string>, string, string][] = [
      [{ questionsPerAttempt: "0" }, "questionsPerAttempt", "Cada intento tiene entre 1 y 50 preguntas."],
      [{ questionsPerAttempt: "" }, "questionsPerAttempt", "Cada intento tiene entre 1 y 50 preguntas."],
      [{ questionsPerAttempt: "2.5" }, "questionsPerAttempt", "Cada intento tiene entre 1 y 50 preguntas."],
      [{ passingPercent: "101" }, "passingPercent", "La nota para aprobar es un porcentaje entre 1 y 100."],
      [{ passingPercent: "-5" }, "passingPercent", "La nota para aprobar es un porcentaje entre 1 y 100."],
      [{ maxAttempts: "21" }, "maxAttempts", "Los intentos permitidos van de 1 a 20; déjalo vacío para no limitarlos."],
      [{ maxAttempts: "0" }, "maxAttempts", "Los intentos permitidos van de 1 a 20; déjalo vacío para no limitarlos."],
      [{ waitMinutes: "43201" }, "waitMinutes", "La espera entre intentos va de 0 a 43200 minutos."],
      [{ waitMinutes: "una hora" }, "waitMinutes", "La espera entre intentos va de 0 a 43200 minutos."],
      [{ timeLimitMinutes: "301" }, "timeLimitMinutes", "El tiempo límite va de 1 a 300 minutos; déjalo vacío para no limitarlo."],
      [{ timeLimitMinutes: "0" }, "timeLimitMinutes", "El tiempo límite va de 1 a 300 minutos; déjalo vacío para no limitarlo."],
    ];
    for (const [change, field, message] of cases) {
      expect(await refusalOf(saveAssessmentSettings(trainer.ctx, course, { ...settings, ...change }))).toEqual({
        status: 400,
        key: expect.any(String),
        field,
        message,
      });
    }
    expect(await snapshot(courseId)).toBe(JSON.stringify({ rows: [], banks: [] }));
    await saveAssessmentSettings(trainer.ctx, course, { ...settings, maxAttempts: "", waitMinutes: "", timeLimitMinutes: "45" });
    const saved = await snapshot(courseId);
    expect((await assessmentForEditing(trainer.ctx, course)).assessment).toMatchObject({ maxAttempts: null, waitMinutes: 0, timeLimitMinutes: 45 });
    expect(await refusalOf(saveAssessmentSettings(trainer.ctx, course, { ...settings, passingPercent: "0" }))).toMatchObject({ status: 400 });
    expect(await snapshot(courseId)).toBe(saved);
  });

  it("refuses every wrong question with its Spanish message, changing nothing", async () => {
    const trainer = await person({ trainer: true });
    const { courseId } = await courseOf(trainer);
    const course = { courseId, lessonId: null };
    await saveAssessmentSettings(trainer.ctx, course, settings);
    await addQuestion(trainer.ctx, course, single("¿Una pregunta válida?"));
    const before = await snapshot(courseId);
    const options = (count: number, length = 10) =>
      Array.from({ length: count }, (_, index) => ({ text: `${index}`.padEnd(length, "x"), correct: index === 0 }));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...single("¿Bien?"), kind: "ensayo" }, "kind", "Elige el tipo de pregunta: opción única, opción múltiple o verdadero/falso."],
      [single("¿?"), "prompt", "Escribe la pregunta (entre 3 y 500 caracteres)."],
      [single("x".repeat(501)), "prompt", "Escribe la pregunta (entre 3 y 500 caracteres)."],
      [{ ...single("¿Bien?"), prompt: undefined }, "prompt", "Escribe la pregunta (entre 3 y 500 caracteres)."],
      [{ ...single("¿Bien?"), explanation: "x".repeat(1001) }, "explanation", "La explicación puede tener hasta 1000 caracteres."],
      [{ ...single("¿Bien?"), option1: "" }, "options", "Escribe entre 2 y 8 opciones, cada una con texto (hasta 200 caracteres)."],
      [{ ...multiple, options: options(9) }, "options", "Escribe entre 2 y 8 opciones, cada una con texto (hasta 200 caracteres)."],
      [{ ...multiple, options: options(3, 201) }, "options", "Escribe entre 2 y 8 opciones, cada una con texto (hasta 200 caracteres)."],
      [
        { ...multiple, options: [...options(2), { text: "  ", correct: false }] },
        "options",
        "Escribe entre 2 y 8 opciones, cada una con texto (hasta 200 caracteres).",
      ],
      [
        { ...single("¿Bien?"), correct: "" },
        "correct",
        "Marca las respuestas correctas: una sola en opción única y verdadero/falso, al menos una en opción múltiple.",
      ],
      [
        { ...single("¿Bien?"), correct: "", correct0: "on", correct1: "on" },
        "correct",
        "Marca las respuestas correctas: una sola en opción única y verdadero/falso, al menos una en opción múltiple.",
      ],
      [
        { ...multiple, options: options(3).map((option) => ({ ...option, correct: false })) },
        "correct",
        "Marca las respuestas correctas: una sola en opción única y verdadero/falso, al menos una en opción múltiple.",
      ],
      [
        { ...trueFalse, correct: "" },
        "correct",
        "Marca las respuestas correctas: una sola en opción única y verdadero/falso, al menos una en opción múltiple.",
      ],
      [{ ...single("¿Bien?"), option0: "a\u0007b" }, "options", "El texto contiene caracteres no permitidos."],
    ];
    for (const [input, field, message] of cases) {
      const refusal = await refusalOf(addQuestion(trainer.ctx, course, input));
      expect(refusal).toMatchObject({ status: 400, field });
      if (field !== "options" || !message.startsWith("El texto")) expect(refusal).toMatchObject({ message });
    }
    const [first] = (await assessmentForEditing(trainer.ctx, course)).questions;
    expect(await refusalOf(updateQuestion(trainer.ctx, course, first?.id ?? 0, { ...single("¿?") }))).toMatchObject({ status: 400, field: "prompt" });
    expect(await snapshot(courseId)).toBe(before);
  });

  it("keeps a bank to 200 questions and creates one assessment when two first saves race", async () => {
    const trainer = await person({ trainer: true });
    const { courseId } = await courseOf(trainer);
    const course = { courseId, lessonId: null };
    const results = await Promise.all([saveAssessmentSettings(trainer.ctx, course, settings), saveAssessmentSettings(trainer.ctx, course, settings)]);
    expect(results[0]?.id).toBe(results[1]?.id);
    const id = results[0]?.id ?? 0;
    await testDb()
      .insert(assessmentQuestions)
      .values(
        Array.from({ length: 200 }, (_, index) => ({
          assessmentId: id,
          position: index + 1,
          kind: "true_false" as const,
          prompt: `Pregunta ${index}`,
          options: [
            { id: "true", text: "Verdadero", correct: true },
            { id: "false", text: "Falso", correct: false },
          ],
        })),
      );
    expect(await refusalOf(addQuestion(trainer.ctx, course, trueFalse))).toMatchObject({
      status: 409,
      key: "ASSESSMENT_BANK_FULL",
      message: "Una evaluación puede tener hasta 200 preguntas.",
    });
  });

  it("removes an assessment no member has attempted; once attempted, 'Quitar evaluación' is refused (409)", async () => {
    const trainer = await person({ trainer: true });
    const member = await person();
    const { courseId, lessonId } = await courseOf(trainer);
    const quiz = { courseId, lessonId };
    await saveAssessmentSettings(trainer.ctx, quiz, settings);
    await removeAssessment(trainer.ctx, quiz);
    expect((await assessmentForEditing(trainer.ctx, quiz)).assessment).toBeNull();
    expect(await refusalOf(removeAssessment(trainer.ctx, quiz))).toMatchObject({ status: 404, key: "ASSESSMENT_NOT_FOUND" });
    const { id } = await saveAssessmentSettings(trainer.ctx, quiz, settings);
    await testDb().insert(assessmentAttempts).values({ id: randomUUID(), assessmentId: id, userId: member.userId, number: 1, questions: [] });
    expect(await refusalOf(removeAssessment(trainer.ctx, quiz))).toMatchObject({
      status: 409,
      key: "ASSESSMENT_HAS_ATTEMPTS",
      message: "Esta evaluación ya tiene intentos de miembros y no se puede quitar: puedes cambiar sus preguntas y su configuración.",
    });
    expect((await assessmentForEditing(trainer.ctx, quiz)).assessment?.id).toBe(id);
  });
});

describe("the course editor's certificate fields and publishing (issue 40)", () => {
  it("keeps a validity in years and another published course for renewal; refuses wrong ones, changing nothing", async () => {
    const trainer = await person({ trainer: true });
    const admin = await person({ admin: true });
    const { courseId } = await courseOf(trainer);
    const renewal = await courseOf(trainer);
    const draft = await courseOf(trainer);
    await setCoursePublished(admin.ctx, renewal.courseId, true);
    const title = (await courseForEditing(trainer.ctx, courseId)).title;
    await updateCourse(trainer.ctx, courseId, { ...courseFields(title), certificateValidityYears: "3", renewalCourseId: String(renewal.courseId) });
    expect(await courseForEditing(trainer.ctx, courseId)).toMatchObject({ certificateValidityYears: 3, renewalCourseId: renewal.courseId });
    const [stored] = await testDb().select().from(courses).where(eq(courses.id, courseId));
    const validity = "La validez del certificado va de 1 a 10 años; déjalo vacío si no vence.";
    const renewalMessage = "Elige para la renovación un curso publicado distinto de este.";
    const cases: [Record<string, string>, string, string][] = [
      [{ certificateValidityYears: "0" }, "certificateValidityYears", validity],
      [{ certificateValidityYears: "11" }, "certificateValidityYears", validity],
      [{ certificateValidityYears: "tres" }, "certificateValidityYears", validity],
      [{ renewalCourseId: String(draft.courseId) }, "renewalCourseId", renewalMessage],
      [{ renewalCourseId: String(courseId) }, "renewalCourseId", renewalMessage],
      [{ renewalCourseId: "999999999" }, "renewalCourseId", renewalMessage],
      [{ renewalCourseId: "otro" }, "renewalCourseId", renewalMessage],
    ];
    for (const [change, field, message] of cases) {
      expect(await refusalOf(updateCourse(trainer.ctx, courseId, { ...courseFields(`${title} cambiado`), ...change }))).toMatchObject({
        status: 400,
        field,
        message,
      });
      expect(await refusalOf(createCourse(trainer.ctx, { ...courseFields(`Nuevo ${randomUUID().slice(0, 6)}`), ...change }))).toMatchObject({
        status: 400,
        field,
      });
    }
    const [after] = await testDb().select().from(courses).where(eq(courses.id, courseId));
    expect(after).toEqual(stored);
    await setCoursePublished(admin.ctx, courseId, true);
    expect(
      await refusalOf(updateCourse(trainer.ctx, renewal.courseId, { ...courseFields("Renovación propia"), renewalCourseId: String(renewal.courseId) })),
    ).toMatchObject({
      status: 400,
      field: "renewalCourseId",
    });
    await updateCourse(trainer.ctx, courseId, { ...courseFields(title), certificateValidityYears: "", renewalCourseId: "" });
    expect(await courseForEditing(trainer.ctx, courseId)).toMatchObject({ certificateValidityYears: null, renewalCourseId: null });
  });

  it("refuses to publish a course whose graded assessment has fewer questions than an attempt draws (409), and publishes once it has them", async () => {
    const trainer = await person({ trainer: true });
    const admin = await person({ admin: true });
    const { courseId, lessonId } = await courseOf(trainer);
    const course = { courseId, lessonId: null };
    await saveAssessmentSettings(trainer.ctx, { courseId, lessonId }, { ...settings, questionsPerAttempt: "5" });
    await saveAssessmentSettings(trainer.ctx, course, settings);
    await addQuestion(trainer.ctx, course, trueFalse);
    expect(await refusalOf(setCoursePublished(admin.ctx, courseId, true))).toEqual({
      status: 409,
      key: "ASSESSMENT_BANK_TOO_SMALL",
      message: "El banco tiene 1 preguntas y cada intento pide 2: añade preguntas o pide menos por intento.",
    });
    expect((await courseForEditing(trainer.ctx, courseId)).status).toBe("draft");
    await addQuestion(trainer.ctx, course, multiple);
    await setCoursePublished(admin.ctx, courseId, true);
    expect((await courseForEditing(trainer.ctx, courseId)).status).toBe("published");
  });
});
