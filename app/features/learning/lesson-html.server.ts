import { cleanRichText } from "~/lib/rich-text.server";

/**
 * A lesson body as stored and shown: the rich-text rule without pictures (only text formatting,
 * lists, tables and safe links survive).
 */
export function cleanLessonHtml(html: string): string {
  return cleanRichText(html);
}
