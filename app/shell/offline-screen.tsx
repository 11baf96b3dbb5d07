import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "~/lib/i18n/react";

/**
 * 'Sin conexión': a navigation that could not reach the server because the device is offline. It
 * says so (the server is not to blame) and 'Reintentar' runs the same navigation again, as does the
 * connection coming back.
 */
export function OfflineScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const href = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    const retry = () => navigate(href, { replace: true });
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [href, navigate]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" aria-live="polite">
      <h1 className="text-3xl font-bold">{t("offline.title")}</h1>
      <p className="mt-4 text-slate-700">{t("offline.body")}</p>
      <button
        type="button"
        onClick={() => navigate(href, { replace: true })}
        className="mt-8 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {t("offline.retry")}
      </button>
    </section>
  );
}
