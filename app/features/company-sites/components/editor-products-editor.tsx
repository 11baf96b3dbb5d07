import { useId } from "react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/lib/i18n/react";
import { SITE_LIMITS, type SiteData, type SiteProduct } from "../site-data";
import { DraftLine, DraftList, DraftText, setIn, useDraft } from "./editor-draft-fields";
import { ImageInput } from "./editor-image-input";

/** A list moved one place up or down (nothing changes at the ends). */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

const newProduct = (): SiteProduct => ({
  id: `p-${Math.random().toString(36).slice(2, 10)}`,
  name: "",
  brand: "",
  model: "",
  category: "",
  description: "",
  features: [],
  price: null,
  image: "",
});

/** The buttons that move an item of a list up or down, or remove it. */
export function ItemActions({ path, index, count, name }: { path: "products.items" | "gallery.images"; index: number; count: number; name: string }) {
  const { t } = useTranslation("members");
  const { change } = useDraft();
  const items = (draft: SiteData) => (path === "products.items" ? draft.products.items : draft.gallery.images) as unknown[];
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        className="text-sm"
        disabled={index === 0}
        onClick={() => change(path, (d) => setIn(d, path, moved(items(d), index, -1)))}
        aria-label={t("siteEditor.moveUp", { name })}
      >
        {t("siteEditor.up")}
      </Button>
      <Button
        variant="secondary"
        className="text-sm"
        disabled={index === count - 1}
        onClick={() => change(path, (d) => setIn(d, path, moved(items(d), index, 1)))}
        aria-label={t("siteEditor.moveDown", { name })}
      >
        {t("siteEditor.down")}
      </Button>
      <Button
        variant="secondary"
        className="text-sm text-red-800"
        onClick={() =>
          change(path, (d) =>
            setIn(
              d,
              path,
              items(d).filter((_, at) => at !== index),
            ),
          )
        }
        aria-label={t("siteEditor.remove", { name })}
      >
        {t("siteEditor.delete")}
      </Button>
    </div>
  );
}

function PriceInput({ index, price }: { index: number; price: number | null }) {
  const { t } = useTranslation("members");
  const { change, failure } = useDraft();
  const id = useId();
  const path = `products.items.${index}.price`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t("siteEditor.product.price")}
      </label>
      <input
        id={id}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        value={price ?? ""}
        aria-describedby={`${id}-hint`}
        aria-invalid={failure?.field === path ? true : undefined}
        onChange={(event) => {
          const text = event.currentTarget.value;
          const value = text === "" ? null : Number(text);
          if (value === null || Number.isFinite(value)) change(path, (d) => setIn(d, path, value));
        }}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {failure?.field === path ? <span className="text-red-700">{failure.error}</span> : t("siteEditor.product.priceHint")}
      </p>
    </div>
  );
}

/** The products of the draft: add, edit, move up or down, delete (at most 60). */
export function ProductsEditor() {
  const { t } = useTranslation("members");
  const { draft, change } = useDraft();
  const items = draft.products.items;
  return (
    <div className="space-y-4 sm:col-span-2">
      <ol className="space-y-4">
        {items.map((item, index) => {
          const base = `products.items.${index}`;
          const name = item.name || t("siteEditor.product.untitled", { n: index + 1 });
          return (
            <li key={item.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
              <fieldset className="grid gap-3 sm:grid-cols-2">
                <legend className="font-semibold">{name}</legend>
                <DraftLine path={`${base}.name`} label={t("siteEditor.product.name")} maxLength={120} required />
                <DraftLine path={`${base}.category`} label={t("siteEditor.product.category")} maxLength={SITE_LIMITS.short} />
                <DraftLine path={`${base}.brand`} label={t("siteEditor.product.brand")} maxLength={SITE_LIMITS.short} />
                <DraftLine path={`${base}.model`} label={t("siteEditor.product.model")} maxLength={SITE_LIMITS.short} />
                <div className="sm:col-span-2">
                  <DraftText path={`${base}.description`} label={t("siteEditor.product.description")} rows={3} maxLength={1000} />
                </div>
                <DraftList path={`${base}.features`} label={t("siteEditor.features")} hint={t("siteEditor.featuresHint")} />
                <PriceInput index={index} price={item.price} />
                <ImageInput path={`${base}.image`} slot="product" label={t("siteEditor.product.image")} />
                <div className="sm:col-span-2">
                  <ItemActions path="products.items" index={index} count={items.length} name={name} />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        disabled={items.length >= SITE_LIMITS.products}
        onClick={() => change("products.items", (d) => setIn(d, "products.items", [...d.products.items, newProduct()]))}
      >
        {t("siteEditor.product.add")}
      </Button>
      {items.length >= SITE_LIMITS.products ? <p className="text-sm text-slate-700">{t("siteEditor.product.full", { max: SITE_LIMITS.products })}</p> : null}
    </div>
  );
}
