import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/lib/i18n/react";
import type { CreditsEditorData } from "../credits.server";
import { CREDITS_ACTION, CreditForm, type CreditsAnswer } from "./credits-form";
import { CreditMark } from "./credits-part";

type Stored = CreditsEditorData["credits"][number];
type Fetcher = ReturnType<typeof useFetcher<CreditsAnswer>>;

/** One credit of the list: what the page shows of it and its buttons (edit unless a company verified it, hide or show, up, down, delete), each named after the credit. */
function CreditItem({ credit, first, last, actions, onEdit }: { credit: Stored; first: boolean; last: boolean; actions: Fetcher; onEdit: () => void }) {
  const { t } = useTranslation("portfolioEditor");
  const named = { production: credit.production };
  const busy = actions.state !== "idle";
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="min-w-0">
        <p className="font-semibold break-words">{credit.production}</p>
        <p className="text-sm text-slate-800">
          {credit.roleLabel} · {credit.dates}
        </p>
        {credit.place ? <p className="text-sm text-slate-700">{credit.place}</p> : null}
        {credit.companyName ? <p className="text-sm text-slate-700">{t("credits.companyLabel", { company: credit.companyName })}</p> : null}
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <CreditMark credit={credit} />
          {credit.hidden ? <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">{t("credits.hiddenMark")}</span> : null}
        </p>
        {credit.verified ? <p className="mt-1 text-sm text-slate-600">{t("credits.lockedNote")}</p> : null}
      </div>
      <actions.Form
        method="post"
        action={CREDITS_ACTION}
        className="flex flex-wrap gap-2"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          // A move past either end is announced as unavailable (aria-disabled) but keeps the focus: it sends nothing.
          if (submitter?.getAttribute("aria-disabled") === "true") event.preventDefault();
          else if (submitter?.value === "delete" && !window.confirm(t("credits.confirmDelete", named))) event.preventDefault();
        }}
      >
        <input type="hidden" name="id" value={credit.id} />
        {credit.verified ? null : (
          <Button
            variant="secondary"
            id={`credito-editar-${credit.id}`}
            onClick={onEdit}
            aria-label={t("credits.editNamed", named)}
            className="px-3 py-1 text-sm"
          >
            {t("credits.edit")}
          </Button>
        )}
        <Button
          type="submit"
          variant="secondary"
          name="intent"
          value={credit.hidden ? "show" : "hide"}
          disabled={busy}
          aria-label={t(credit.hidden ? "credits.showNamed" : "credits.hideNamed", named)}
          className="px-3 py-1 text-sm"
        >
          {t(credit.hidden ? "credits.show" : "credits.hide")}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          name="intent"
          value="up"
          aria-disabled={first || busy}
          aria-label={t("credits.upNamed", named)}
          className="px-3 py-1 text-sm aria-disabled:opacity-60"
        >
          {t("credits.up")}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          name="intent"
          value="down"
          aria-disabled={last || busy}
          aria-label={t("credits.downNamed", named)}
          className="px-3 py-1 text-sm aria-disabled:opacity-60"
        >
          {t("credits.down")}
        </Button>
        <Button
          type="submit"
          variant="danger"
          name="intent"
          value="delete"
          disabled={busy}
          aria-label={t("credits.deleteNamed", named)}
          className="px-3 py-1 text-sm"
        >
          {t("credits.delete")}
        </Button>
      </actions.Form>
    </li>
  );
}

const DONE: Record<string, string> = {
  add: "credits.added",
  edit: "credits.saved",
  delete: "credits.deleted",
  up: "credits.moved",
  down: "credits.moved",
  hide: "credits.hiddenDone",
  show: "credits.shownDone",
};

/**
 * The profile editor's 'Créditos' section: the member's credits in their order, each with edit (not
 * a verified one: its facts are the company's), hide or show, up, down and delete; the form to add one (until the limit). Every change saves on its own (a fetcher
 * posting to /profile/page/credits) and is announced in the section's aria-live line.
 */
export function CreditsSection({ data }: { data: CreditsEditorData }) {
  const { t } = useTranslation("portfolioEditor");
  const headingId = useId();
  const actions = useFetcher<CreditsAnswer>();
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [addKey, setAddKey] = useState(0);
  const handled = useRef<CreditsAnswer | undefined>(undefined);
  const answer = actions.state === "idle" ? actions.data : undefined;
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    setStatus("saved" in answer ? { text: t(DONE[answer.intent] ?? "credits.saved"), error: false } : { text: answer.error, error: true });
  }, [answer, t]);
  const added = useCallback(() => {
    setStatus({ text: t("credits.added"), error: false });
    setAddKey((key) => key + 1);
  }, [t]);
  const closeEditor = useCallback((id: string) => {
    setEditing(null);
    requestAnimationFrame(() => document.getElementById(`credito-editar-${id}`)?.focus());
  }, []);
  const edited = useCallback(() => {
    setStatus({ text: t("credits.saved"), error: false });
    if (editing) closeEditor(editing);
  }, [editing, closeEditor, t]);
  const { credits, limit } = data;
  return (
    <section id="page-credits" aria-labelledby={headingId} className="mt-8 grid gap-4 rounded-xl border border-slate-200 p-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {t("portfolio:credits.title")}
        </h2>
        <p className="mt-1 text-slate-700">{t("credits.lead")}</p>
        <p className="mt-1 text-sm text-slate-600">{t("credits.count", { count: credits.length, max: limit })}</p>
      </div>
      <p role="status" aria-live="polite" className={`min-h-5 text-sm ${status?.error ? "text-red-700" : "text-emerald-800"}`}>
        {status?.text}
      </p>
      {credits.length ? (
        <ol aria-label={t("credits.listLabel")} className="divide-y divide-slate-200">
          {credits.map((credit, index) =>
            editing === credit.id ? (
              <li key={credit.id} className="py-3">
                <CreditForm options={data} credit={credit} onSaved={edited} onCancel={() => closeEditor(credit.id)} />
              </li>
            ) : (
              <CreditItem
                key={credit.id}
                credit={credit}
                first={index === 0}
                last={index === credits.length - 1}
                actions={actions}
                onEdit={() => setEditing(credit.id)}
              />
            ),
          )}
        </ol>
      ) : (
        <p className="text-slate-700">{t("credits.empty")}</p>
      )}
      {credits.length < limit ? (
        <CreditForm key={addKey} options={data} onSaved={added} />
      ) : (
        <p className="text-slate-700">{t("credits.limitReached", { max: limit })}</p>
      )}
    </section>
  );
}
