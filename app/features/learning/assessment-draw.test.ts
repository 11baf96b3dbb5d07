import { describe, expect, it } from "vitest";
import { type BankQuestion, drawQuestions, shuffled } from "./assessment-draw";
import { answeredRight, checkedAnswers, grade } from "./assessment-grading";

const bank: BankQuestion[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  kind: index === 0 ? "true_false" : index === 1 ? "multiple" : "single",
  prompt: `Pregunta ${index + 1}`,
  explanation: `Porque ${index + 1}`,
  options:
    index === 0
      ? [
          { id: "true", text: "Verdadero", correct: false },
          { id: "false", text: "Falso", correct: true },
        ]
      : ["a", "b", "c", "d"].map((id) => ({ id, text: id, correct: index === 1 ? id !== "d" : id === "a" })),
}));

describe("drawing an attempt (issue 40)", () => {
  it("draws the asked number of distinct questions, every question and every order turns up, true/false keeps its order", () => {
    const seen = new Set<number>();
    const firsts = new Set<number>();
    const optionOrders = new Set<string>();
    for (let run = 0; run < 300; run++) {
      const drawn = drawQuestions(bank, 4);
      expect(new Set(drawn.map((question) => question.questionId)).size).toBe(4);
      for (const question of drawn) {
        seen.add(question.questionId);
        if (question.kind === "true_false") expect(question.options.map((option) => option.id)).toEqual(["true", "false"]);
        if (question.questionId === 3) optionOrders.add(question.options.map((option) => option.id).join(""));
        expect(Object.keys(question.options[0] ?? {})).toEqual(["id", "text"]);
      }
      firsts.add(drawn[0]?.questionId ?? 0);
    }
    expect(seen.size).toBe(10);
    expect(firsts.size).toBe(10);
    expect(optionOrders.size).toBeGreaterThan(6);
  });

  it("copies the right ids and the explanation, and shuffles without changing its input", () => {
    const [question] = drawQuestions([bank[1] as BankQuestion], 1);
    expect(question?.correct).toEqual(["a", "b", "c"]);
    expect(question?.explanation).toBe("Porque 2");
    const items = [1, 2, 3];
    expect(shuffled(items, () => 0)).toEqual([2, 3, 1]);
    expect(items).toEqual([1, 2, 3]);
  });
});

describe("grading (issue 40)", () => {
  const drawn = drawQuestions(bank, 10);
  const byId = (id: number) => drawn.find((question) => question.questionId === id);

  it("scores a question only when the chosen set is the right set (multiple choice all or nothing), rounded percent", () => {
    const multiple = byId(2);
    if (!multiple) throw new Error("drawn");
    expect(answeredRight(multiple, ["c", "a", "b"])).toBe(true);
    expect(answeredRight(multiple, ["a", "b"])).toBe(false);
    expect(answeredRight(multiple, ["a", "b", "c", "d"])).toBe(false);
    expect(answeredRight(multiple, undefined)).toBe(false);
    expect(grade(drawn.slice(0, 3), {}, 50)).toEqual({ right: 0, scorePercent: 0, passed: false });
    const allRight = Object.fromEntries(drawn.map((question) => [String(question.questionId), question.correct]));
    expect(grade(drawn.slice(0, 3), allRight, 100)).toEqual({ right: 3, scorePercent: 100, passed: true });
    const two = Object.fromEntries(drawn.slice(0, 2).map((question) => [String(question.questionId), question.correct]));
    expect(grade(drawn.slice(0, 3), two, 67)).toEqual({ right: 2, scorePercent: 67, passed: true });
  });

  it("accepts only option ids of the drawn questions, one for single choice", () => {
    expect(checkedAnswers(drawn, { "1": ["false"], "2": ["a", "a", "b"], "3": [] })).toEqual({ "1": ["false"], "2": ["a", "b"] });
    for (const raw of [{ "11": ["a"] }, { "3": ["a", "b"] }, { "3": ["x"] }, { "3": "a" }, [], null]) {
      expect(() => checkedAnswers(drawn, raw)).toThrow("ATTEMPT_ANSWER_INVALID");
    }
  });
});
