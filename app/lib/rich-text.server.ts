import sanitizeHtml from "sanitize-html";
import { isValidKey } from "~/lib/storage/file-store";

const TEXT_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "em",
  "b",
  "i",
  "u",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "a",
  "hr",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

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
 * A rich text (a lesson, an article) as stored and shown: only text formatting, lists, tables and
 * links survive, and pictures of this site's own bucket when the rule allows them; links are
 * http(s) or mailto only and open safely. Scripts, styles, event handlers and any other image are removed.
 */
export function cleanRichText(html: string, rule: RichTextRule = {}): string {
  const prefix = rule.imagePrefix;
  return sanitizeHtml(html, {
    allowedTags: prefix ? [...TEXT_TAGS, "figure", "figcaption", "img"] : TEXT_TAGS,
    allowedAttributes: { a: ["href", "rel", "target"], ...(prefix ? { img: ["src", "alt", "width", "height", "loading"] } : {}) },
    allowedSchemes: ["http", "https", "mailto"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    exclusiveFilter: (frame) => frame.tag === "img" && !(prefix && isStoredFileAddress(String(frame.attribs.src ?? ""), prefix)),
    transformTags: {
      a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
      img: sanitizeHtml.simpleTransform("img", { loading: "lazy" }),
    },
    allowedSchemesAppliedToAttributes: ["href"],
  }).trim();
}
