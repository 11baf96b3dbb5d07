import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";

const LOADING_HINT_MS = 15_000;

/** 'Cargando...' (or the `label` given, e.g. 'Cargando página...') with animated dots; after `hintAfterMs` it offers to cancel and go back to /login. */
export function LoadingScreen({ hintAfterMs = LOADING_HINT_MS, overlay = false, label }: { hintAfterMs?: number; overlay?: boolean; label?: string }) {
  const { t } = useTranslation();
  const spoken = label ?? t("loading.text");
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), hintAfterMs);
    return () => window.clearTimeout(timer);
  }, [hintAfterMs]);
  const text = spoken.replace(/\.+$/, "");
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-4 bg-white/90 p-8 text-center ${overlay ? "fixed inset-0 z-50" : "min-h-[50vh]"}`}
    >
      <div aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none" />
      <p className="text-lg font-medium">
        <span className="sr-only">{spoken}</span>
        <span aria-hidden="true">
          {text}
          <span className="loading-dots">
            <span>.</span>
            <span>.</span>
            <span>.</span>
          </span>
        </span>
      </p>
      {slow ? (
        <div className="space-y-3">
          <p className="text-slate-700">{t("loading.slow")}</p>
          <a href="/login" className="inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("loading.cancel")}
          </a>
        </div>
      ) : null}
    </div>
  );
}
