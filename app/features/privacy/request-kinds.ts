/** The requests a member may file (issue 25 §1), in the form's order; the database checks the same three. */
export const REQUEST_KINDS = ["access", "correction", "objection"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
