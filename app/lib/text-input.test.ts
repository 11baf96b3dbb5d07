import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { checkedText, cleanText, textField } from "./text-input";

function problem(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe("a text field (zod)", () => {
  const field = textField({ max: 3, tooLong: "NAMES_REQUIRED" });
  const lines = textField({ max: 10, shape: "multiline" });

  it("counts code points: three characters outside the BMP fit in three, four do not", () => {
    expect(field.parse("𐀀😀𐀀")).toBe("𐀀😀𐀀");
    expect(problem(field.safeParse("𐀀😀𐀀😀"))).toBe("NAMES_REQUIRED");
  });

  it("stores NFC, trimmed", () => {
    expect(field.parse("  e\u0301 ")).toBe("é");
  });

  it("refuses control characters and lone surrogates with 'INVALID_CHARACTERS' before the length", () => {
    for (const bad of ["a\u0001", "\u0085", "x\uD800", "\uDC00y", "a\nb", "a\tb"])
      expect(problem(field.safeParse(bad)), JSON.stringify(bad)).toBe("INVALID_CHARACTERS");
    expect(problem(field.safeParse("\u0007".repeat(9)))).toBe("INVALID_CHARACTERS");
  });

  it("keeps a multi-line field's line breaks (as \\n) and tabs", () => {
    expect(lines.parse("uno\r\ndos\tx")).toBe("uno\ndos\tx");
    expect(problem(lines.safeParse("uno\u0000"))).toBe("INVALID_CHARACTERS");
  });

  it("answers FIELD_TOO_LONG unless the field names its own message", () => {
    expect(problem(textField({ max: 1 }).safeParse("ab"))).toBe("FIELD_TOO_LONG");
  });
});

describe("a text input read without zod", () => {
  it("returns NFC, trimmed, and an empty text for anything that is not a string", () => {
    expect(checkedText(" cafe\u0301 ", { max: 4 })).toBe("café");
    expect(checkedText(undefined, { max: 4 })).toBe("");
    expect(cleanText(42)).toBe("");
  });

  it("refuses with a 400 naming the field", () => {
    const refusal = (work: () => unknown) => {
      try {
        work();
      } catch (error) {
        return error instanceof AppError ? { key: error.key, status: error.status, field: error.field } : error;
      }
      return "OK";
    };
    expect(refusal(() => checkedText("😀😀", { max: 1, tooLong: "REPORT_DETAILS_TOO_LONG" }, "details"))).toEqual({
      key: "REPORT_DETAILS_TOO_LONG",
      status: 400,
      field: "details",
    });
    expect(refusal(() => checkedText("😀", { max: 1 }, "details"))).toBe("OK");
    expect(refusal(() => checkedText("a\u001Bb", { max: 10, shape: "multiline" }, "details"))).toEqual({
      key: "INVALID_CHARACTERS",
      status: 400,
      field: "details",
    });
  });
});
