/**
 * Reads a list stored in any legacy shape: an array, a Postgres braces string ('{a,"b c"}'),
 * a JSON array string ('["a","b"]'), or a single value ('a'). Blank entries are dropped.
 */
export function parseArrayField(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return clean(value.map((item) => (item === null || item === undefined ? "" : String(item))));
  if (typeof value !== "string") return clean([String(value)]);
  const text = value.trim();
  if (!text) return [];
  if (text.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parseArrayField(parsed);
    } catch {
      return [text];
    }
  }
  if (text.startsWith("{") && text.endsWith("}")) return clean(parseBraces(text.slice(1, -1)));
  return [text];
}

function parseBraces(inner: string): string[] {
  const items: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i];
    if (char === "\\" && quoted) {
      current += inner[++i] ?? "";
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === "," && !quoted) {
      items.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  items.push(current);
  return items.map((item) => (item.trim().toUpperCase() === "NULL" ? "" : item));
}

function clean(items: string[]): string[] {
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}
