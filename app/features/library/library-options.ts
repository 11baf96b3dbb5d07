/** The kinds of document in the technical library (named in the `library` namespace). */
export const DOC_TYPES = ["manual", "ficha-tecnica", "guia", "plano", "software", "otro"] as const;
export type DocType = (typeof DOC_TYPES)[number];

export const LIBRARY_PAGE_SIZE = 20;
export const LIBRARY_MAX_PAGE = 50;

/** The filters of a /library URL. */
export type LibraryFilters = { q: string | null; category: string | null; type: DocType | null; page: number };
