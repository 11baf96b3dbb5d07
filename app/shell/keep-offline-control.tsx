import { useEffect, useState } from "react";
import { forgetPage, isKept, keepPage, mayKeepPages } from "~/lib/service-worker/keep-page";
import type { KeepOfflineOffer } from "~/lib/service-worker/kept-pages";

type KeepState = "unknown" | "absent" | "kept" | "busy" | "failed";

/**
 * Keeps the offer's page for offline viewing on this device, or forgets it: 'Guardar para ver sin
 * conexión', then 'Guardada para ver sin conexión — Quitar'. Hidden where service workers do not exist.
 */
export default function KeepOfflineControl({ offer }: { offer: KeepOfflineOffer }) {
  const [state, setState] = useState<KeepState>("unknown");
  const supported = mayKeepPages();
  useEffect(() => {
    if (supported) isKept(offer).then((kept) => setState(kept ? "kept" : "absent"));
  }, [offer, supported]);
  if (!supported || state === "unknown") return null;
  const keep = async () => {
    setState("busy");
    setState((await keepPage(offer).catch(() => false)) ? "kept" : "failed");
  };
  const forget = async () => {
    setState("busy");
    await forgetPage(offer);
    setState("absent");
  };
  const button = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60";
  if (state === "kept")
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>{offer.texts.kept}</span>
        <span aria-hidden="true">—</span>
        <button type="button" className={button} onClick={forget}>
          {offer.texts.remove}
        </button>
      </p>
    );
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <button type="button" className={button} onClick={keep} disabled={state === "busy"}>
        {offer.texts.keep}
      </button>
      {state === "failed" ? (
        <span role="alert" className="text-red-800">
          {offer.texts.failed}
        </span>
      ) : null}
    </p>
  );
}
