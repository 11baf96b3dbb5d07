/**
 * The pure text side of share cards: escaping for SVG and line wrapping against a measure, so a
 * long title always fits its box (shorter lines, then an ellipsis) whatever font draws it.
 */

/** Text made safe for SVG (or XML) content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One line of user text: control characters out, runs of spaces as one space, trimmed, in NFC. */
export function cleanLine(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const ELLIPSIS = "…";

/** The longest start of `text` that fits `maxWidth` with an ellipsis after it. */
function cutWithEllipsis(text: string, maxWidth: number, measure: (text: string) => number): string {
  const chars = Array.from(text);
  for (let end = chars.length; end > 0; end--) {
    const candidate = `${chars.slice(0, end).join("").trimEnd()}${ELLIPSIS}`;
    if (measure(candidate) <= maxWidth) return candidate;
  }
  return ELLIPSIS;
}

/** Splits a word wider than the box into pieces that each fit (a URL, a long code). */
function splitWord(word: string, maxWidth: number, measure: (text: string) => number): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const char of Array.from(word)) {
    if (current && measure(current + char) > maxWidth) {
      pieces.push(current);
      current = char;
    } else current += char;
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * The lines `text` takes in a box `maxWidth` wide, at most `maxLines` of them: words are kept whole
 * unless one alone is too wide; what does not fit ends the last line with '…'. `clipped` says so.
 */
export function wrapLines(text: string, maxWidth: number, maxLines: number, measure: (text: string) => number): { lines: string[]; clipped: boolean } {
  const words = cleanLine(text)
    .split(" ")
    .filter(Boolean)
    .flatMap((word) => (measure(word) > maxWidth ? splitWord(word, maxWidth, measure) : [word]));
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (!current || measure(candidate) <= maxWidth) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return { lines, clipped: false };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = cutWithEllipsis(`${kept[maxLines - 1]} ${lines[maxLines]}`, maxWidth, measure);
  return { lines: kept, clipped: true };
}

/** One line of at most `maxWidth`, cut with '…' when longer. */
export function fitLine(text: string, maxWidth: number, measure: (text: string) => number): string {
  const line = cleanLine(text);
  return measure(line) <= maxWidth ? line : cutWithEllipsis(line, maxWidth, measure);
}
