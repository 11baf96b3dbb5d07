import { cleanRichText } from "~/lib/rich-text.server";
import { BODY_IMAGE_PREFIX } from "./news-images";

/** An article body as stored and shown: the rich-text rule, with pictures only from the news bucket of this site. */
export function cleanArticleHtml(html: string): string {
  return cleanRichText(html, { imagePrefix: BODY_IMAGE_PREFIX });
}
