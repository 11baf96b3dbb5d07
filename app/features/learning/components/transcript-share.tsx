import { Form } from "react-router";
import { CopyButton } from "~/components/ui/copy-button";
import { formatLongDate } from "~/components/ui/format-date";
import { useTranslation } from "~/lib/i18n/react";

const SECONDARY = "rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-50";

/** The member's choice to share her transcript: share it, or see its public link, make a new one, or stop sharing. */
export function TranscriptSharePanel({ url, sharedAt }: { url: string | null; sharedAt: string | null }) {
  const { t, i18n } = useTranslation("transcript");
  return (
    <section aria-labelledby="transcript-share" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id="transcript-share" className="text-xl font-semibold">
        {t("share.heading")}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t("share.lead")}</p>
      {url ? (
        <>
          {sharedAt ? <p className="mt-3 text-sm text-slate-700">{t("share.sharedSince", { date: formatLongDate(sharedAt, i18n.language) })}</p> : null}
          <label htmlFor="transcript-link" className="mt-3 block text-sm font-semibold">
            {t("share.link")}
          </label>
          <input id="transcript-link" readOnly value={url} className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm" />
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <a href={url} className="font-semibold text-brand-700 underline" target="_blank" rel="noopener">
              {t("share.open")}
            </a>
            <CopyButton text={url} label={t("share.copy")} copied={t("share.copied")} failed={t("share.copyFailed")} className={SECONDARY} />
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="renew" />
              <button type="submit" className={SECONDARY} aria-describedby="transcript-renew-help">
                {t("share.renew")}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="stop" />
              <button type="submit" className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
                {t("share.stop")}
              </button>
            </Form>
          </div>
          <p id="transcript-renew-help" className="mt-2 text-sm text-slate-600">
            {t("share.renewHelp")}
          </p>
        </>
      ) : (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="share" />
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("share.share")}
          </button>
        </Form>
      )}
    </section>
  );
}
