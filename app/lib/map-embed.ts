/** The map embeds a company's site may frame: Google Maps' and OpenStreetMap's (the CSP's frame-src names exactly these paths). */
export const MAP_FRAME_SOURCES = ["https://www.google.com/maps/embed", "https://www.openstreetmap.org/export/embed.html"] as const;

/** An embed address of one of those maps, with its query (the place), and nothing a page could break out with. */
export const MAP_EMBED_PATTERN = /^https:\/\/(www\.google\.com\/maps\/embed\?[^\s"'<>]+|www\.openstreetmap\.org\/export\/embed\.html\?[^\s"'<>]+)$/;
