/** The report page, for members without JavaScript (the dialog's fallback). */
export const REPORT_PAGE = "/member/report";

/** The page's `tipo` values and the report kinds they name. */
export const REPORT_PAGE_KINDS = { perfil: "profile", mensaje: "message", resena: "review", "resena-curso": "course_review" } as const;

/** The report page's query for a target: its kind (`tipo`), its id and the page to return to (`volver`). */
export function reportPageQuery(kind: ReportKind, targetId: string, back: string): Record<string, string> {
  const tipo = (Object.keys(REPORT_PAGE_KINDS) as (keyof typeof REPORT_PAGE_KINDS)[]).find((key) => REPORT_PAGE_KINDS[key] === kind) ?? "perfil";
  return { tipo, id: targetId, volver: back };
}

/** What a member can report: a message, a profile, a published review (issue 39) or a course review (issue 40). */
export type ReportKind = (typeof REPORT_PAGE_KINDS)[keyof typeof REPORT_PAGE_KINDS];

/** The report page's address for a target, coming back to `back` (a link for pages that ship no script). */
export function reportPagePath(kind: ReportKind, targetId: string, back: string): string {
  return `${REPORT_PAGE}?${new URLSearchParams(reportPageQuery(kind, targetId, back))}`;
}
