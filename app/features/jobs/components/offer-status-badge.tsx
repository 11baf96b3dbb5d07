import { useTranslation } from "~/lib/i18n/react";
import type { OfferStatus } from "../job-options";

const TONES = {
  draft: "bg-slate-100 text-slate-800",
  active: "bg-emerald-100 text-emerald-900",
  expired: "bg-amber-100 text-amber-900",
  closed: "bg-slate-200 text-slate-800",
} as const;

/** An own offer's state in words: draft, on the board, expired (active but its closing date passed) or closed. */
export function OfferStatusBadge({ status, isActive }: { status: OfferStatus; isActive: boolean }) {
  const { t } = useTranslation("jobs");
  const state = status === "active" && !isActive ? "expired" : status;
  return <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONES[state]}`}>{t(`offerStates.${state}`)}</span>;
}
