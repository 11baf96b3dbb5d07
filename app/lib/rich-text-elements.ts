/**
 * The elements a rich text (an article, a lesson) is made of: exactly what the rich-text editor
 * writes (app/components/rich-text) and what the server's cleaning keeps (app/lib/rich-text.server.ts),
 * so what an editor saves is what it finds when it opens the text again.
 */
export const RICH_TEXT_ELEMENTS = ["p", "br", "h2", "h3", "h4", "strong", "em", "u", "code", "pre", "blockquote", "ul", "ol", "li", "a", "hr"] as const;

/** The elements a picture adds where a text may hold pictures: the editor writes `<figure><img src alt></figure>`. */
export const RICH_TEXT_PICTURE_ELEMENTS = ["figure", "img"] as const;

/** The heading levels the editor keeps (the page's title is the only h1). */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;
