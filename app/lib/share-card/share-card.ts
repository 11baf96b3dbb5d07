/** A share card's size: the 1.91:1 picture WhatsApp, LinkedIn, Facebook and X show large. */
export const SHARE_CARD = { width: 1200, height: 630, type: "image/jpeg" } as const;

/**
 * What a share card shows, taken from the page's data as a visitor sees it. Every text is the
 * page's own (a user's title, a company's name): the card escapes and fits it, never trusts it.
 */
export type ShareCard = {
  /** The section the page belongs to ('Empleos', 'Universidad'…), or null (the site's own card). */
  label: string | null;
  title: string;
  /** Who: the company, the issuer and holder, the organiser. */
  subtitle: string | null;
  /** Where and when: 'Montevideo, Uruguay · 10 de mayo de 2026'. */
  detail: string | null;
  /** A picture of a public bucket (`/files/{bucket}/{key}`), drawn in the corner; any other address is ignored. */
  logo: string | null;
  siteName: string;
  host: string;
};

/** Where a page's card is linked from its meta tags, and the text that describes it. */
export type ShareImage = { path: string; alt: string };
