/** The report page, for members without JavaScript (the dialog's fallback). */
export const REPORT_PAGE = "/member/report";

/** The page's `tipo` values and the report kinds they name. */
export const REPORT_PAGE_KINDS = { perfil: "profile", mensaje: "message" } as const;

/** The report page's query for a target: its kind (`tipo`), its id and the page to return to (`volver`). */
export function reportPageQuery(kind: "profile" | "message", targetId: string, back: string): Record<string, string> {
  return { tipo: kind === "profile" ? "perfil" : "mensaje", id: targetId, volver: back };
}
