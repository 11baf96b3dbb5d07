import { readFileSync } from "node:fs";
import path from "node:path";
import href from "~/app.css?url";

let text: string | undefined;

/** The built stylesheet's text, read once from the client build (null in development, where Vite serves it). */
export function stylesheetText(): string | null {
  if (import.meta.env.DEV) return null;
  text ??= readFileSync(path.join("build/client", href), "utf8");
  return text;
}
