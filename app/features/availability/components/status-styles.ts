/** The colours of a day's or a run's status, the same in the month view and in the lists of runs. */
export const STATUS_STYLES = {
  available: "bg-emerald-100 text-emerald-900 border-emerald-400",
  tentative: "bg-amber-100 text-amber-900 border-amber-400 border-dashed",
  busy: "bg-rose-100 text-rose-900 border-rose-400",
  none: "bg-white text-slate-800 border-slate-200",
} as const;
