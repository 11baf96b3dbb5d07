import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { CopyButton } from "~/components/ui/copy-button";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";
import type { PageLayoutEntry } from "../page-layout";
import type { PageSettingsData, PageVisibility } from "../page-settings.server";

const ACTION = "/profile/page/settings";
const VISIBILITIES: PageVisibility[] = ["public", "members", "hidden"];

type SettingsAnswer = { saved: true; intent: string } | { ok: false; error: string; field?: string; values?: Record<string, string> };

/** One of the section's forms: its own fetcher, its refusal (message and field) and whether it just saved. */
function useSettingsForm() {
  const fetcher = useFetcher<SettingsAnswer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const failure = answer && "ok" in answer ? answer : null;
  return { fetcher, busy: fetcher.state !== "idle", failure, saved: Boolean(answer && "saved" in answer) };
}

/** The form's aria-live line: 'Guardado' after a save, the refusal when it has no field of its own. */
function Status({ saved, error }: { saved: boolean; error?: string }) {
  const { t } = useTranslation("portfolioEditor");
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-sm">
      {saved ? <span className="text-emerald-800">{t("settings.saved")}</span> : error ? <span className="text-red-700">{error}</span> : null}
    </p>
  );
}

/** A form's end: its save button (saying 'Guardando…' while busy) and its status line, which shows a refusal not shown at a field. */
function SaveRow({ label, busy, saved, error }: { label: string; busy: boolean; saved: boolean; error?: string }) {
  const { t } = useTranslation("portfolioEditor");
  return (
    <>
      <div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? t("settings.saving") : label}
        </Button>
      </div>
      <Status saved={saved} error={error} />
    </>
  );
}

function HandleForm({ data }: { data: PageSettingsData }) {
  const { t } = useTranslation("portfolioEditor");
  const { fetcher, busy, failure, saved } = useSettingsForm();
  return (
    <fetcher.Form method="post" action={ACTION} className="grid gap-2" noValidate>
      <input type="hidden" name="intent" value="handle" />
      <TextField
        label={t("settings.handle")}
        name="handle"
        defaultValue={failure?.values?.handle ?? data.handle ?? data.suggestedHandle ?? ""}
        maxLength={60}
        autoCapitalize="none"
        spellCheck={false}
        hint={t("settings.handleHint")}
        error={failure?.field === "handle" ? failure.error : undefined}
      />
      <SaveRow label={t("settings.saveHandle")} busy={busy} saved={saved} error={failure && failure.field !== "handle" ? failure.error : undefined} />
    </fetcher.Form>
  );
}

function VisibilityForm({ data }: { data: PageSettingsData }) {
  const { t } = useTranslation("portfolioEditor");
  const { fetcher, busy, failure, saved } = useSettingsForm();
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = failure?.field === "visibility";
  return (
    <fetcher.Form method="post" action={ACTION} className="grid gap-2">
      <input type="hidden" name="intent" value="visibility" />
      <fieldset aria-describedby={invalid ? errorId : undefined} aria-invalid={invalid || undefined}>
        <legend className="font-medium">{t("settings.visibility")}</legend>
        <div className="mt-2 grid gap-2">
          {VISIBILITIES.map((value) => (
            <label key={value} className="flex items-start gap-2">
              <input type="radio" name="visibility" value={value} defaultChecked={data.visibility === value} className="mt-1 h-4 w-4" />
              <span>
                <span className="font-medium">{t(`settings.visibilities.${value}`)}</span>
                <span className="block text-sm text-slate-600">{t(`settings.visibilityHints.${value}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {invalid ? (
        <p id={errorId} className="text-sm text-red-700">
          {failure.error}
        </p>
      ) : null}
      <SaveRow label={t("settings.saveVisibility")} busy={busy} saved={saved} error={failure && !invalid ? failure.error : undefined} />
    </fetcher.Form>
  );
}

function HeadlineForm({ data }: { data: PageSettingsData }) {
  const { t } = useTranslation("portfolioEditor");
  const { fetcher, busy, failure, saved } = useSettingsForm();
  return (
    <fetcher.Form method="post" action={ACTION} className="grid gap-2" noValidate>
      <input type="hidden" name="intent" value="headline" />
      <TextField
        label={t("settings.headline")}
        name="headline"
        defaultValue={failure?.values?.headline ?? data.headline}
        maxLength={data.headlineMax * 2}
        hint={t("settings.headlineHint", { max: data.headlineMax })}
        error={failure?.field === "headline" ? failure.error : undefined}
      />
      <SaveRow label={t("settings.saveHeadline")} busy={busy} saved={saved} error={failure && failure.field !== "headline" ? failure.error : undefined} />
    </fetcher.Form>
  );
}

/** The parts in the member's order: up and down buttons move one (focus stays on the moved part's button), a checkbox shows or hides it. */
function LayoutForm({ data }: { data: PageSettingsData }) {
  const { t } = useTranslation("portfolioEditor");
  const { fetcher, busy, failure, saved } = useSettingsForm();
  const [layout, setLayout] = useState<PageLayoutEntry[]>(data.layout);
  const [moved, setMoved] = useState<{ part: string; direction: "up" | "down" } | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = failure?.field === "layout";
  useEffect(() => {
    if (moved) document.getElementById(`${id}-${moved.part}-${moved.direction}`)?.focus();
  }, [moved, id]);
  const move = (index: number, direction: "up" | "down") => {
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= layout.length) return;
    const next = [...layout];
    [next[index], next[target]] = [next[target], next[index]];
    setLayout(next);
    const stays = direction === "up" ? target > 0 : target < layout.length - 1;
    setMoved({ part: layout[index].part, direction: stays ? direction : direction === "up" ? "down" : "up" });
  };
  const toggle = (index: number) => setLayout(layout.map((entry, at) => (at === index ? { ...entry, shown: !entry.shown } : entry)));
  return (
    <fetcher.Form method="post" action={ACTION} className="grid gap-2">
      <input type="hidden" name="intent" value="layout" />
      <fieldset aria-describedby={invalid ? errorId : `${id}-hint`} aria-invalid={invalid || undefined}>
        <legend className="font-medium">{t("settings.layout")}</legend>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t("settings.layoutHint")}
        </p>
        <ol className="mt-2 grid gap-1">
          {layout.map((entry, index) => {
            const label = t(`settings.parts.${entry.part}`);
            return (
              <li key={entry.part} className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 px-3 py-2">
                <input type="hidden" name="part" value={entry.part} />
                <label className="flex flex-1 items-center gap-2">
                  <input type="checkbox" name="shown" value={entry.part} checked={entry.shown} onChange={() => toggle(index)} className="h-4 w-4" />
                  <span>{label}</span>
                  {entry.shown ? null : <span className="text-sm text-slate-600">{t("settings.hiddenPart")}</span>}
                </label>
                <button
                  type="button"
                  id={`${id}-${entry.part}-up`}
                  onClick={() => move(index, "up")}
                  disabled={index === 0}
                  aria-label={t("settings.moveUp", { part: label })}
                  className="rounded-md border border-slate-300 px-2 py-1 text-sm disabled:opacity-40"
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`${id}-${entry.part}-down`}
                  onClick={() => move(index, "down")}
                  disabled={index === layout.length - 1}
                  aria-label={t("settings.moveDown", { part: label })}
                  className="rounded-md border border-slate-300 px-2 py-1 text-sm disabled:opacity-40"
                >
                  ↓
                </button>
              </li>
            );
          })}
        </ol>
      </fieldset>
      {invalid ? (
        <p id={errorId} className="text-sm text-red-700">
          {failure.error}
        </p>
      ) : null}
      <SaveRow label={t("settings.saveLayout")} busy={busy} saved={saved} error={failure && !invalid ? failure.error : undefined} />
    </fetcher.Form>
  );
}

/** The page's address and how to share it: a link, the visitor's preview, the QR code and 'Compartir por WhatsApp' (not for a hidden page). */
function SharePanel({ data }: { data: PageSettingsData }) {
  const { t } = useTranslation("portfolioEditor");
  if (!data.path || !data.url) return <p className="text-sm text-slate-700">{t("settings.noHandle")}</p>;
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(t("settings.shareText", { url: data.url }))}`;
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
      <div className="grid content-start gap-2">
        <p className="text-sm text-slate-700">
          {t("settings.address")} <span className="break-all font-mono">{data.url}</span>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to={data.path} className="text-brand-700 underline">
            {t("settings.open")}
          </Link>
          <Link to={`${data.path}?vista=visitante`} className="text-brand-700 underline">
            {t("settings.preview")}
          </Link>
          {data.visibility === "hidden" ? null : (
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              {t("settings.whatsapp")}
            </a>
          )}
          <CopyButton text={data.url} label={t("settings.copy")} copied={t("settings.copied")} failed={t("settings.copyFailed")} />
        </p>
        {data.visibility === "hidden" ? <p className="text-sm text-slate-600">{t("settings.hiddenNoShare")}</p> : null}
      </div>
      {data.qrSvg ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the QR code is an SVG the qrcode package drew, on the server, from the page's own address.
        <div role="img" aria-label={t("settings.qr", { url: data.url })} className="w-36" dangerouslySetInnerHTML={{ __html: data.qrSvg }} />
      ) : null}
    </div>
  );
}

/**
 * The profile editor's 'Tu página pública' section: the page's address, who sees it (explained), the
 * headline, the parts in order, and the owner's sharing tools. Each form saves on its own to
 * /profile/page/settings, with its error next to its field and 'Guardado' announced.
 */
export function PageSettingsSection({ data }: { data: PageSettingsData }) {
  const { t } = useTranslation("portfolioEditor");
  return (
    <section aria-labelledby="page-settings-title" className="mt-8 grid gap-6 rounded-xl border border-slate-200 p-4">
      <div>
        <h2 id="page-settings-title" className="text-lg font-semibold">
          {t("settings.title")}
        </h2>
        <p className="mt-1 text-slate-700">{t("settings.lead")}</p>
      </div>
      <SharePanel data={data} />
      <HandleForm data={data} />
      <VisibilityForm data={data} />
      <HeadlineForm data={data} />
      <LayoutForm data={data} />
    </section>
  );
}
