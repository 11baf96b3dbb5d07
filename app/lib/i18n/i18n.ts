export const NAMESPACES = [
  "common",
  "pages",
  "legal",
  "members",
  "network",
  "jobs",
  "learning",
  "news",
  "events",
  "library",
  "sites",
  "appeal",
  "unsubscribe",
  "privacy",
  "availability",
  "portfolio",
  "portfolioEditor",
  "bookings",
  "reviews",
  "assessments",
  "assessmentEditor",
  "credentials",
  "transcript",
  "courseReviews",
  "recruiting",
  "zones",
  "errors",
  "catalog",
  "mail",
] as const;
export type Namespace = (typeof NAMESPACES)[number];
/**
 * What the browser loads before hydrating any page: the shell's texts. A page's own texts come with
 * its route (`handle.namespaces`, e.g. `pages` for the public information pages); the legal texts
 * stay server-rendered, errors arrive translated, and `catalog` (the texts the database stores as keys:
 * notification texts, company labels, the default biography) is rendered on the server in the reader's language.
 */
export const SHELL_NAMESPACES = ["common"] as const satisfies readonly Namespace[];
export type LocaleBundles = Record<Namespace, unknown>;

/** Rendered on the server only: never built for or sent to a browser (decision 022); `mail` holds the e-mails' texts, `courseReviews` the texts a course page's loader shapes (issue 40). */
const SERVER_ONLY_NAMESPACES: readonly string[] = ["catalog", "mail", "courseReviews"];

/** A route module's `handle` may name the namespaces its page needs beyond the shell's (e.g. `members`). */
export type TranslationHandle = { namespaces?: Exclude<Namespace, "catalog" | "mail" | "courseReviews">[] };

/** The extra namespaces the given route handles ask for (unknown and server-only names are ignored). */
export function routeNamespaces(handles: unknown[]): Namespace[] {
  const wanted = new Set<Namespace>();
  for (const handle of handles) {
    const names = (handle as TranslationHandle | undefined)?.namespaces;
    if (Array.isArray(names))
      for (const name of names) if ((NAMESPACES as readonly string[]).includes(name) && !SERVER_ONLY_NAMESPACES.includes(name)) wanted.add(name);
  }
  return [...wanted];
}
