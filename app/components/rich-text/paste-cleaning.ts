import { RICH_TEXT_ELEMENTS, RICH_TEXT_PICTURE_ELEMENTS } from "~/lib/rich-text-elements";

const KEPT = new Set<string>([...RICH_TEXT_ELEMENTS, ...RICH_TEXT_PICTURE_ELEMENTS]);
/** The attributes a kept element keeps: the rest (style, class, id, lang, dir, Office's own) goes. */
const KEPT_ATTRIBUTES: Record<string, readonly string[]> = { a: ["href"], img: ["src", "alt"] };
/** Old or other names of the editor's elements. */
const RENAMED: Record<string, string> = { b: "strong", i: "em", h1: "h2", h5: "h4", h6: "h4" };
const VOID = new Set(["br", "hr", "img"]);

const TAG = /<(\/?)([a-zA-Z][\w:.-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ATTRIBUTE = /([^\s=/"'>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = "", raw = ""] of source.matchAll(ATTRIBUTE)) attributes.set(name.toLowerCase(), raw.replace(/^["']|["']$/g, ""));
  return attributes;
}

/** The formatting an Office or Google Docs `<span style>` carries, as the editor's elements. */
function marksOf(style: string): string[] {
  const css = style.toLowerCase().replace(/\s+/g, "");
  const marks: string[] = [];
  const weight = /font-weight:(bold|bolder|[6-9]00)/.exec(css);
  if (weight) marks.push("strong");
  if (/font-style:italic/.test(css)) marks.push("em");
  if (/text-decoration(-line)?:[^;]*underline/.test(css)) marks.push("u");
  return marks;
}

/** A kept element's opening tag with its allowed attributes only. */
function openingTag(name: string, attributes: Map<string, string>): string {
  const kept = (KEPT_ATTRIBUTES[name] ?? []).filter((attribute) => attributes.has(attribute));
  return `<${name}${kept.map((attribute) => ` ${attribute}="${(attributes.get(attribute) ?? "").replaceAll('"', "&quot;")}"`).join("")}>`;
}

/** Word's list paragraphs (`<p style="mso-list:…">` with the bullet in a `supportLists` block) as real list items, runs of them grouped in lists. */
function wordLists(html: string): string {
  const items = html.replace(/<p\b[^>]*mso-list:[^>]*>([\s\S]*?)<\/p>/gi, (_, content: string) => {
    const marker =
      /<!\[if !supportLists\]>([\s\S]*?)<!\[endif\]>/i
        .exec(content)?.[1]
        ?.replace(/<[^>]*>|&nbsp;/g, "")
        .trim() ?? "";
    const kind = /^[\w]{1,3}[.)]$/.test(marker) ? "ol" : "ul";
    return `<li data-list="${kind}">${content.replace(/<!\[if !supportLists\]>[\s\S]*?<!\[endif\]>/gi, "")}</li>`;
  });
  return items.replace(
    /<li data-list="(ul|ol)">[\s\S]*?<\/li>(?:\s*<li data-list="\1">[\s\S]*?<\/li>)*/g,
    (run, kind: string) => `<${kind}>${run.replace(/ data-list="(ul|ol)"/g, "")}</${kind}>`,
  );
}

/**
 * HTML pasted from Word, Google Docs or a web page, reduced to the editor's elements before the editor
 * reads it: Office's conditional blocks, `<o:p>` and other namespaced tags, styles, classes and ids go;
 * Word's list paragraphs become lists; Google Docs' `<b style="font-weight:normal" id="docs-internal-guid-…">`
 * wrapper is unwrapped (it is not bold); a span's bold, italic or underline style becomes
 * `<strong>`, `<em>`, `<u>`; any other element is unwrapped, its text kept; empty paragraphs go.
 */
export function cleanPastedHtml(html: string): string {
  let source = html
    .replace(/<!--\[if !supportLists\]-->/gi, "<![if !supportLists]>")
    .replace(/<!--\[endif\]-->/gi, "<![endif]>")
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(head|style|script|xml|title|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<(meta|link)\b[^>]*>/gi, "");
  source = wordLists(source).replace(/<!\[if[\s\S]*?<!\[endif\]>/gi, "");
  // What each open element's end tag becomes, by tag name (spans nest; pasted HTML may leave some open).
  const closers = new Map<string, string[]>();
  let links = 0;
  const out = source.replace(TAG, (_, slash: string, rawName: string, rest: string) => {
    const tag = rawName.toLowerCase();
    if (slash) {
      const closer = closers.get(tag)?.pop();
      if (closer === "</a>") links -= 1;
      return closer ?? "";
    }
    const attributes = attributesOf(rest);
    const name = RENAMED[tag] ?? tag;
    let opening = "";
    let closer = "";
    if (tag === "span" || tag === "font") {
      const marks = marksOf(attributes.get("style") ?? "").filter((mark) => !(mark === "u" && links > 0));
      opening = marks.map((mark) => `<${mark}>`).join("");
      closer = marks
        .map((mark) => `</${mark}>`)
        .reverse()
        .join("");
    } else if (
      tag === "b" &&
      ((attributes.get("id") ?? "").startsWith("docs-internal-guid") || /font-weight:\s*(normal|[1-5]00)/i.test(attributes.get("style") ?? ""))
    ) {
      // Google Docs' wrapper around the whole paste: not bold.
    } else if (tag === "a" && !attributes.get("href")) {
      // Word's bookmarks (`<a name="_Toc…">`): no link.
    } else if (KEPT.has(name)) {
      opening = openingTag(name, attributes);
      closer = VOID.has(name) ? "" : `</${name}>`;
      if (name === "a") links += 1;
    }
    if (!VOID.has(name)) closers.set(tag, [...(closers.get(tag) ?? []), closer]);
    return opening;
  });
  return out.replace(/<(p|h2|h3|h4|li)>(?:\s|&nbsp;|\u00a0|<br>)*<\/\1>/g, "").trim();
}
