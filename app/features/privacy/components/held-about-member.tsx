import { useId } from "react";
import type { HeldAboutMember } from "~/db/schema/privacy";
import { useTranslation } from "~/lib/i18n/react";

/** The columns a section may show, in this order (a section shows those its rows have). */
const COLUMNS = ["company", "list", "note", "date"] as const;

/**
 * What other accounts keep about a member (companies' notes and lists, issue 41), section by section:
 * on an access request's card for the admin before answering, and under the answer for the member.
 */
export function HeldAboutMemberList({ held, audience }: { held: HeldAboutMember; audience: "admin" | "member" }) {
  const { t } = useTranslation("privacy");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-md border border-slate-200 p-3">
      <h3 id={headingId} className="font-semibold">
        {audience === "admin" ? t("heldAbout.adminHeading") : t("heldAbout.memberHeading")}
      </h3>
      <p className="text-sm text-slate-600">{audience === "admin" ? t("heldAbout.adminLead") : t("heldAbout.memberLead")}</p>
      {held.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{audience === "admin" ? t("heldAbout.none") : t("heldAbout.noneMember")}</p>
      ) : (
        held.map((section) => {
          const columns = COLUMNS.filter((column) => section.rows.some((row) => column in row));
          return (
            <div key={section.section} className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="text-left font-medium text-slate-800">{t(`heldAbout.sections.${section.section}`)}</caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col" className="border-b border-slate-200 py-1 pr-3 font-semibold">
                        {t(`heldAbout.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {section.rows.map((row, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a stored snapshot that never reorders.
                    <tr key={index} className="align-top">
                      {columns.map((column) => (
                        <td key={column} className="border-b border-slate-100 py-1 pr-3 whitespace-pre-line break-words">
                          {row[column] ?? ""}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        })
      )}
    </section>
  );
}
