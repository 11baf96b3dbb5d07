import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Modal } from "~/components/ui/modal";
import { showToast } from "~/components/ui/toast";
import { useTranslation } from "~/lib/i18n/react";
import { postForm } from "../post-form";
import { REPORT_PAGE, reportPageQuery } from "../report-page-path";
import { ReportFields } from "./report-fields";

/** The dialog's title for each kind of report. */
const TITLES = { message: "moderation.reportMessageTitle", profile: "moderation.reportProfileTitle", review: "moderation.reportReviewTitle" } as const;

export type ReportButtonProps = {
  kind: "message" | "profile" | "review";
  /** The message id, the reported account's id for a profile, or the review's id. */
  targetId: string;
  /** Who is reported (the profile's name, or the message's other party). */
  name: string;
  /** An icon-sized button (its label said only to screen readers), for use inside a message. */
  compact?: boolean;
};

/**
 * 'Reportar perfil' / 'Reportar mensaje': a dialog with the reason (required) and optional details
 * that sends the report to the moderation queue. The reason list takes the focus when it opens; a
 * refusal shows in the dialog, a success closes it with 'Gracias, revisaremos tu reporte.' Without
 * JavaScript the button opens the report page (/member/report), which files the same report and links back.
 */
export function ReportButton({ kind, targetId, name, compact = false }: ReportButtonProps) {
  const { t } = useTranslation("members");
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    setError(null);
  }, []);

  useEffect(() => {
    if (open) body.current?.querySelector<HTMLSelectElement>("select")?.focus();
  }, [open]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    setPending(true);
    const answer = await postForm<{ reported: boolean }>("/api/reports", {
      kind,
      targetId,
      reason: String(form.get("reason") ?? ""),
      details: String(form.get("details") ?? ""),
    });
    setPending(false);
    if (!answer.ok) {
      setError(answer.message ?? t("moderation.failed"));
      return;
    }
    close();
    showToast(t("moderation.reported"));
  };

  const label = kind === "message" ? t("moderation.reportMessage") : kind === "review" ? t("moderation.reportReview") : t("moderation.reportProfile");
  return (
    <>
      <form
        method="get"
        action={REPORT_PAGE}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="inline-flex"
      >
        {Object.entries(reportPageQuery(kind, targetId, `${location.pathname}${location.search}`)).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        {compact ? (
          <button type="submit" aria-label={label} title={label} className="rounded p-1.5 text-slate-600 hover:bg-slate-200 hover:text-ink">
            <Icon name="flag" aria-hidden="true" size={16} />
          </button>
        ) : (
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50"
          >
            <Icon name="flag" aria-hidden="true" size={16} />
            <span>{label}</span>
          </button>
        )}
      </form>
      <Modal title={t(TITLES[kind], { name })} open={open} onClose={close} closeLabel={t("moderation.close")}>
        <div ref={body}>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <ReportFields
              error={error}
              busy={pending}
              cancel={
                <Button variant="secondary" onClick={close}>
                  {t("moderation.cancel")}
                </Button>
              }
            />
          </form>
        </div>
      </Modal>
    </>
  );
}
