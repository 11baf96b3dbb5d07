import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";

export type NewsletterActionData = { ok: true } | { ok: false; error: string };

/** Footer newsletter form; works as a plain POST without JavaScript. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<NewsletterActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-sky-200">{t("footer.newsletterTitle")}</h2>
      <p className="mt-3 text-sm text-slate-300">{t("footer.newsletterBody")}</p>
      <fetcher.Form ref={formRef} method="post" action="/newsletter" className="mt-3" noValidate>
        <label htmlFor="newsletter-email" className="block text-sm font-medium">
          {t("footer.emailLabel")}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={t("footer.emailPlaceholder")}
            aria-describedby="newsletter-privacy newsletter-status"
            aria-invalid={result && !result.ok ? true : undefined}
            className="w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-ink"
          />
          <button
            type="submit"
            disabled={busy}
            className="shrink-0 rounded-md bg-sky-400 px-3 py-2 text-sm font-semibold text-ink hover:bg-sky-300 disabled:opacity-60"
          >
            {busy ? t("footer.subscribing") : t("footer.subscribe")}
          </button>
        </div>
        <p id="newsletter-status" role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
          {result ? (
            result.ok ? (
              <span className="text-emerald-300">{t("footer.subscribed")}</span>
            ) : (
              <span className="text-amber-200">{result.error}</span>
            )
          ) : null}
        </p>
        <p id="newsletter-privacy" className="mt-1 text-xs text-slate-300">
          {t("footer.privacyNote")}{" "}
          <Link to="/legal/privacy" className="underline">
            {t("footer.privacy")}
          </Link>
        </p>
      </fetcher.Form>
    </div>
  );
}
