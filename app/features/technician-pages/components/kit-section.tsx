import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/form-parts";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";
import { kitCategoryLabel, kitCategoryOptions } from "~/lib/vocabulary/kit-categories";
import { workLanguageOptions } from "~/lib/vocabulary/work-languages";
import type { KitItem, kitForEditor } from "../kit.server";
import { kitItemText } from "./kit-part";

const ACTION = "/profile/page/kit";

type KitEditorData = Awaited<ReturnType<typeof kitForEditor>>;
type Limits = KitEditorData["limits"];

/** What /profile/page/kit answers: done, or the refusal's message and the field it is about. */
type KitAnswer = { ok: true; intent?: string } | { ok: false; error: string; field?: string };

/** The refusal of a fetcher's last answer, if it was one. */
function refusalOf(answer: KitAnswer | undefined) {
  return answer && !answer.ok ? answer : null;
}

/** Calls `done` once per successful answer of a fetcher, once the page shows the saved data again. */
function useDone(fetcher: { data?: KitAnswer; state: string }, done: (answer: { ok: true; intent?: string }) => void) {
  const seen = useRef<KitAnswer | undefined>(undefined);
  const answer = fetcher.data;
  useEffect(() => {
    if (answer?.ok && fetcher.state === "idle" && seen.current !== answer) {
      seen.current = answer;
      done(answer);
    }
  }, [answer, fetcher.state, done]);
}

/** The profile editor's 'Equipo propio' (list, reorder, edit, delete, add) and 'Idiomas de trabajo', each saving on its own. */
export function KitSection({ data }: { data: KitEditorData }) {
  return (
    <>
      <KitEditor items={data.items} limits={data.limits} />
      <LanguagesEditor languages={data.languages} max={data.limits.languages} />
    </>
  );
}

function KitEditor({ items, limits }: { items: KitItem[]; limits: Limits }) {
  const { t } = useTranslation("portfolioEditor");
  const headingId = useId();
  const [status, setStatus] = useState("");
  const list = useFetcher<KitAnswer>();
  const listRefusal = refusalOf(list.data);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moving = useRef<{ id: string; direction: "up" | "down" } | null>(null);
  useDone(list, (answer) => {
    setStatus(t(answer.intent === "delete" ? "kit.deleted" : "kit.moved"));
    const move = moving.current;
    moving.current = null;
    if (answer.intent === "delete" || !move) return headingRef.current?.focus();
    const other = move.direction === "up" ? "down" : "up";
    const button = (direction: string) => sectionRef.current?.querySelector<HTMLButtonElement>(`[data-move="${move.id}:${direction}"]:not(:disabled)`);
    (button(move.direction) ?? button(other))?.focus();
  });
  const full = items.length >= limits.items;
  return (
    <section ref={sectionRef} id="page-kit" aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div>
        <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-lg font-semibold">
          {t("kit.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("kit.lead")}</p>
        <p className="text-sm text-slate-600">{t("kit.count", { total: items.length, max: limits.items })}</p>
      </div>
      {listRefusal ? <Alert tone="error">{listRefusal.error}</Alert> : null}
      {items.length === 0 ? (
        <p className="text-sm text-slate-700">{t("kit.empty")}</p>
      ) : (
        <ul aria-label={t("kit.listLabel")} className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {items.map((item, index) => (
            <KitRow
              key={item.id}
              item={item}
              limits={limits}
              first={index === 0}
              last={index === items.length - 1}
              busy={list.state !== "idle"}
              Form={list.Form}
              onMove={(direction) => {
                moving.current = { id: item.id, direction };
              }}
              onSaved={() => setStatus(t("kit.edited"))}
            />
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-slate-700">{t("kit.full", { max: limits.items })}</p>
      ) : (
        <KitItemForm limits={limits} onSaved={() => setStatus(t("kit.added"))} />
      )}
      <p role="status" aria-live="polite" className="text-sm text-emerald-800">
        {status}
      </p>
    </section>
  );
}

type ListForm = ReturnType<typeof useFetcher<KitAnswer>>["Form"];

/** One item: its words and category, 'Subir'/'Bajar'/'Eliminar' through the list's fetcher, and 'Editar' opening its own form. */
function KitRow({
  item,
  limits,
  first,
  last,
  busy,
  Form,
  onMove,
  onSaved,
}: {
  item: KitItem;
  limits: Limits;
  first: boolean;
  last: boolean;
  busy: boolean;
  Form: ListForm;
  onMove: (direction: "up" | "down") => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation("portfolioEditor");
  const [editing, setEditing] = useState(false);
  const refocus = useRef(false);
  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      document.querySelector<HTMLButtonElement>(`[data-edit="${item.id}"]`)?.focus();
    }
  }, [editing, item.id]);
  const close = () => {
    refocus.current = true;
    setEditing(false);
  };
  const text = kitItemText(t, item);
  if (editing) {
    return (
      <li className="p-3">
        <KitItemForm
          item={item}
          limits={limits}
          onSaved={() => {
            close();
            onSaved();
          }}
          onCancel={close}
        />
      </li>
    );
  }
  const small = "px-3 py-1 text-sm";
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <div>
        <p className="font-medium text-ink">{text}</p>
        <p className="text-sm text-slate-600">{kitCategoryLabel(t, item.category)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {(["up", "down"] as const).map((direction) => (
          <Form key={direction} method="post" action={ACTION}>
            <input type="hidden" name="id" value={item.id} />
            <Button
              type="submit"
              name="intent"
              value={direction}
              variant="secondary"
              className={small}
              disabled={busy || (direction === "up" ? first : last)}
              data-move={`${item.id}:${direction}`}
              onClick={() => onMove(direction)}
              aria-label={t(direction === "up" ? "kit.upItem" : "kit.downItem", { item: text })}
            >
              {t(direction === "up" ? "kit.up" : "kit.down")}
            </Button>
          </Form>
        ))}
        <Button data-edit={item.id} variant="secondary" className={small} onClick={() => setEditing(true)} aria-label={t("kit.editItem", { item: text })}>
          {t("kit.edit")}
        </Button>
        <Form method="post" action={ACTION}>
          <input type="hidden" name="id" value={item.id} />
          <Button
            type="submit"
            name="intent"
            value="delete"
            variant="danger"
            className={small}
            disabled={busy}
            aria-label={t("kit.deleteItem", { item: text })}
          >
            {t("kit.delete")}
          </Button>
        </Form>
      </div>
    </li>
  );
}

/** The add form (no `item`) or one item's edit form: labelled fields, each refusal under its field, what was typed kept. */
function KitItemForm({ item, limits, onSaved, onCancel }: { item?: KitItem; limits: Limits; onSaved: () => void; onCancel?: () => void }) {
  const { t } = useTranslation("portfolioEditor");
  const fetcher = useFetcher<KitAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const refusal = refusalOf(fetcher.data);
  const fieldError = (name: string) => (refusal?.field === name ? refusal.error : undefined);
  useDone(fetcher, () => {
    if (!item) formRef.current?.reset();
    onSaved();
  });
  useEffect(() => {
    if (refusal?.field) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form ref={formRef} method="post" action={ACTION} aria-labelledby={headingId} noValidate className="space-y-3">
      <h3 id={headingId} className="font-semibold">
        {item ? t("kit.editTitle", { item: kitItemText(t, item) }) : t("kit.addTitle")}
      </h3>
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      {refusal && !refusal.field ? <Alert tone="error">{refusal.error}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t("kit.category")}
          name="category"
          required
          defaultValue={item?.category ?? ""}
          placeholder={t("kit.categoryPlaceholder")}
          options={kitCategoryOptions(t)}
          error={fieldError("category")}
        />
        <TextField
          label={t("kit.quantity")}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={limits.quantity}
          step={1}
          required
          defaultValue={item?.quantity ?? 1}
          error={fieldError("quantity")}
        />
        <TextField label={t("kit.brand")} name="brand" required defaultValue={item?.brand ?? ""} error={fieldError("brand")} />
        <TextField label={t("kit.model")} name="model" required defaultValue={item?.model ?? ""} error={fieldError("model")} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value={item ? "edit" : "add"} disabled={busy}>
          {busy ? t("kit.saving") : item ? t("kit.save") : t("kit.add")}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t("kit.cancel")}
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

/** 'Idiomas de trabajo': a checkbox per language in a fieldset, saved on its own; a refusal is announced and tied to the group. */
function LanguagesEditor({ languages, max }: { languages: string[]; max: number }) {
  const { t } = useTranslation("portfolioEditor");
  const fetcher = useFetcher<KitAnswer>();
  const headingId = useId();
  const errorId = useId();
  const [status, setStatus] = useState("");
  const refusal = refusalOf(fetcher.data);
  useDone(fetcher, () => setStatus(t("languages.saved")));
  const busy = fetcher.state !== "idle";
  return (
    <section id="page-languages" aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t("languages.title")}
      </h2>
      <fetcher.Form method="post" action={ACTION} noValidate className="space-y-3">
        <fieldset aria-describedby={refusal ? errorId : undefined}>
          <legend className="font-medium">{t("languages.legend")}</legend>
          <p className="text-sm text-slate-600">{t("languages.lead", { max })}</p>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {workLanguageOptions(t).map((option) => (
              <Checkbox key={option.value} name="languages" value={option.value} label={option.label} defaultChecked={languages.includes(option.value)} />
            ))}
          </div>
          {refusal ? (
            <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
              {refusal.error}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" name="intent" value="languages" disabled={busy}>
          {busy ? t("languages.saving") : t("languages.save")}
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-emerald-800">
          {refusal ? "" : status}
        </p>
      </fetcher.Form>
    </section>
  );
}
