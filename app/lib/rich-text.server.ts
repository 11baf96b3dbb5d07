import sanitizeHtml from "sanitize-html";
import { RICH_TEXT_ELEMENTS, RICH_TEXT_PICTURE_ELEMENTS } from "~/lib/rich-text-elements";
import { isValidKey } from "~/lib/storage/file-store";

/** What a rich text may hold besides text: pictures whose address starts with `imagePrefix` (a public bucket of this site), none when absent. */
export type RichTextRule = { imagePrefix?: string };

/**
 * True only for `prefix` followed by a key the storage module itself would accept: plain segments and
 * an extension, so no percent-encoding, dot segments, backslashes, query string or fragment can lead
 * the reader's browser anywhere but a file of that bucket.
 */
function isStoredFileAddress(src: string, prefix: string): boolean {
  return src.startsWith(prefix) && isValidKey(src.slice(prefix.length));
}

/**
 * A rich text (a lesson, an article) as stored and shown: only the elements the rich-text editor
 * writes survive (text formatting, headings, lists, quotes, code, links), and pictures of this site's
 * own bucket when the rule allows them; older synonyms become the editor's own (`b` strong, `i` em,
 * h1 h2, h5/h6 h4). Links are http(s) or mailto only and open safely. Scripts, styles, tables, event
 * handlers and any other element or image are removed (their text kept), and a figure left without its picture is unwrapped.
 */
export function cleanRichText(html: string, rule: RichTextRule = {}): string {
  const prefix = rule.imagePrefix;
  return sanitizeHtml(html, {
    allowedTags: prefix ? [...RICH_TEXT_ELEMENTS, ...RICH_TEXT_PICTURE_ELEMENTS] : [...RICH_TEXT_ELEMENTS],
    allowedAttributes: { a: ["href", "rel", "target"], ...(prefix ? { img: ["src", "alt", "width", "height", "loading"] } : {}) },
    allowedSchemes: ["http", "https", "mailto"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    exclusiveFilter: (frame) => frame.tag === "img" && !(prefix && isStoredFileAddress(String(frame.attribs.src ?? ""), prefix)),
    transformTags: {
      b: "strong",
      i: "em",
      h1: "h2",
      h5: "h4",
      h6: "h4",
      a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
      img: sanitizeHtml.simpleTransform("img", { loading: "lazy" }),
    },
    allowedSchemesAppliedToAttributes: ["href"],
  })
    .replace(/<figure>((?:(?!<img|<\/figure>)[\s\S])*)<\/figure>/g, "$1")
    .trim();
}
