import { useCallback, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "~/lib/i18n/react";

/**
 * 'Sin conexión': a navigation that could not reach the server because the device is offline. It
 * says so (the server is not to blame), and 'Reintentar' runs the navigation to `href` again (by
 * default the address that failed), as does the connection coming back. While the browser still
 * says it is offline, retrying waits: the attempt would end on the browser's own error page.
 */
export function OfflineScreen({ href, onRetry }: { href?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const failed = `${location.pathname}${location.search}${location.hash}`;
  const target = href ?? failed;
  const retry = useCallback(() => {
    if (navigator.onLine === false) return;
    onRetry?.();
    navigate(target, { replace: target === failed });
  }, [failed, navigate, onRetry, target]);
  useEffect(() => {
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [retry]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" aria-live="polite">
      <h1 className="text-3xl font-bold">{t("offline.title")}</h1>
      <p className="mt-4 text-slate-700">{t("offline.body")}</p>
      <button type="button" onClick={retry} className="mt-8 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {t("offline.retry")}
      </button>
    </section>
  );
}
