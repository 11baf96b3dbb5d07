/**
 * The one rule for text people send (decision 021): Unicode NFC, lengths counted in code points (as
 * PostgreSQL's char_length counts them), and no lone surrogates or control characters (a multi-line
 * field keeps its line breaks, as "\n", and tabs). Pure and tiny: forms, use cases and pages share it.
 */

/** A control character (Unicode Cc: C0, DEL, C1) or a surrogate that is not half of a pair. */
const FORBIDDEN = /[\p{Cc}\p{Cs}]/u;
/** The same, with the line feed and the tab a multi-line text may hold. */
const FORBIDDEN_IN_MULTILINE = /[^\n\t\P{Cc}]|\p{Cs}/u;
const FORBIDDEN_ALL = /[\p{Cc}\p{Cs}]/gu;

/** Whether a text spans lines (a textarea) or is one line (an input). */
export type TextShape = "line" | "multiline";

/** The text in NFC, with a multi-line text's line breaks (CRLF, CR) as "\n", as it is checked, counted and stored. */
export function normalizeText(value: string, shape: TextShape = "line"): string {
  const composed = value.normalize("NFC");
  return shape === "multiline" ? composed.replace(/\r\n?/g, "\n") : composed;
}

/** How many characters a text has, counted as PostgreSQL's char_length counts them: code points (an emoji is one). */
export function textLength(value: string): number {
  let length = 0;
  for (const _ of value) length++;
  return length;
}

/** True when the text holds a lone surrogate or a control character (newline and tab are allowed in a multi-line text). */
export function hasForbiddenCharacters(value: string, shape: TextShape = "line"): boolean {
  return (shape === "multiline" ? FORBIDDEN_IN_MULTILINE : FORBIDDEN).test(value);
}

/** At most `max` code points of a text: a character is never cut in half. */
export function cutText(value: string, max: number): string {
  if (value.length <= max) return value;
  let end = 0;
  let count = 0;
  for (const char of value) {
    if (count === max) break;
    end += char.length;
    count++;
  }
  return value.slice(0, end);
}

/**
 * A search term from a URL, so that any link opens: NFC, control characters and lone surrogates
 * become spaces, trimmed, cut to `max` code points. (Text typed into a form is refused instead.)
 */
export function searchText(value: string | null | undefined, max: number): string {
  return cutText(
    normalizeText(value ?? "")
      .replace(FORBIDDEN_ALL, " ")
      .trim(),
    max,
  ).trim();
}
