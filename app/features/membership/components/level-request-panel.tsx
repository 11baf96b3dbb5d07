import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { TextAreaField } from "~/components/ui/text-area-field";
import { useTranslation } from "~/lib/i18n/react";

/** What /membership knows of the viewer for asking a level: nothing (a visitor), a company, or an individual with the levels they may ask for and their latest request. */
export type LevelAsk =
  | { kind: "visitor" }
  | { kind: "company" }
  | {
      kind: "individual";
      level: string;
      askable: ("silver" | "gold")[];
      request: { requestedLevel: string; status: "pending" | "approved" | "refused"; createdAt: string; decidedAt: string | null } | null;
    };

type Answer = { ok: true; id: number } | { ok: false; error: string; field?: string; values?: Record<string, string> } | undefined;

/** '/membership#pedir': how a level is obtained (no payments) and, for an individual, the request form or the state of their request. */
export function LevelRequestPanel({ ask, answer, locale }: { ask: LevelAsk; answer: Answer; locale: string }) {
  const { t } = useTranslation("pages");
  const busy = useNavigation().state === "submitting";
  const levelName = (level: string) => t(`membership.levelNames.${level}`, { defaultValue: level });
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
  const request = ask.kind === "individual" ? ask.request : null;
  const pending = request?.status === "pending";
  return (
    <section id="pedir" aria-labelledby="pedir-titulo" className="mx-auto mt-8 max-w-6xl scroll-mt-20 px-4">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="pedir-titulo" className="text-2xl font-bold">
          {t("membership.ask.title")}
        </h2>
        <p className="mt-2 text-slate-700">{t("membership.ask.lead")}</p>
        {ask.kind === "visitor" ? (
          <p className="mt-4">
            <Link to="/register" className="font-semibold text-brand-700 underline">
              {t("membership.ask.visitor")}
            </Link>
          </p>
        ) : null}
        {ask.kind === "company" ? <p className="mt-4 text-slate-800">{t("membership.ask.company")}</p> : null}
        {ask.kind === "individual" ? (
          <div className="mt-4 space-y-4">
            <p className="font-semibold">{t("membership.ask.current", { level: levelName(ask.level) })}</p>
            {answer?.ok ? <Alert tone="success">{t("membership.ask.sent")}</Alert> : null}
            {answer && !answer.ok ? <Alert tone="error">{answer.error}</Alert> : null}
            {request && !answer?.ok ? (
              <p data-testid="level-request-state" className="text-slate-800">
                {t(`membership.ask.${request.status}`, { level: levelName(request.requestedLevel), date: day(request.decidedAt ?? request.createdAt) })}
              </p>
            ) : null}
            {ask.askable.length === 0 ? <p className="text-slate-800">{t("membership.ask.top")}</p> : null}
            {ask.askable.length > 0 && !pending && !answer?.ok ? (
              <Form method="post" className="space-y-4">
                <fieldset>
                  <legend className="text-sm font-medium text-slate-800">{t("membership.ask.level")}</legend>
                  <div className="mt-2 flex flex-wrap gap-4">
                    {ask.askable.map((level, index) => (
                      <label key={level} className="flex items-center gap-2">
                        <input type="radio" name="level" value={level} defaultChecked={index === 0} className="h-4 w-4" />
                        {levelName(level)}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <TextAreaField
                  label={t("membership.ask.note")}
                  name="note"
                  hint={t("membership.ask.noteHint")}
                  rows={3}
                  maxLength={500}
                  defaultValue={answer && !answer.ok ? answer.values?.note : undefined}
                />
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                >
                  {busy ? t("membership.ask.sending") : t("membership.ask.submit")}
                </button>
              </Form>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
