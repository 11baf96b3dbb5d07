import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import type { PageBanner } from "../technician-page.server";

/** The note above a page its owner or an admin is looking at: who can see it, and the way to edit it or to preview it as a visitor. */
export function PageNote({ banner, handle }: { banner: PageBanner; handle: string }) {
  const { t } = useTranslation("portfolio");
  const path = `/tecnicos/${handle}`;
  const link = "font-semibold text-brand-900 underline";
  return (
    <aside aria-label={t("page.note.label")} className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-1">
        {banner.kind === "owner" ? (
          <>
            <p>{t(`page.note.owner.${banner.visibility}`)}</p>
            <Link to={`${path}?vista=visitante`} className={link}>
              {t("page.note.preview")}
            </Link>
            <Link to="/profile" className={link}>
              {t("page.note.edit")}
            </Link>
          </>
        ) : banner.kind === "preview" ? (
          <>
            <p>{t("page.note.previewing")}</p>
            <Link to={path} className={link}>
              {t("page.note.back")}
            </Link>
          </>
        ) : (
          <p>
            {[
              t("page.note.admin", { visibility: t(`page.visibility.${banner.visibility}`) }),
              banner.suspended ? t("page.note.suspended") : null,
              banner.leaving ? t("page.note.leaving") : null,
              banner.unverified ? t("page.note.unverified") : null,
            ]
              .filter(Boolean)
              .join(" ")}
          </p>
        )}
      </div>
    </aside>
  );
}
