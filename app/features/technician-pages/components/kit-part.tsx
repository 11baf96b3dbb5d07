import { useId } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { TFunction } from "~/lib/i18n/translator";
import type { KitGroup } from "../kit.server";
import { PART_FRAME } from "./part-frame";

/** A kit item in words: 'Shure SM58 ×4' (the quantity said only when there is more than one). */
export function kitItemText(t: TFunction, item: { brand: string; model: string; quantity: number }): string {
  const name = `${item.brand} ${item.model}`;
  return item.quantity > 1 ? `${name} ${t("portfolio:kit.quantityTimes", { n: item.quantity })}` : name;
}

/** The kit as the public page shows it: one list per category, in the owner's order; nothing when the kit is empty. */
export function KitPart({ kit }: { kit: KitGroup[] }) {
  const { t } = useTranslation("portfolio");
  const headingId = useId();
  if (kit.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={`${PART_FRAME} space-y-3`}>
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {t("kit.heading")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {kit.map((group) => (
          <div key={group.category}>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{group.label}</h3>
            <ul className="mt-1 space-y-0.5 text-slate-800">
              {group.items.map((item) => (
                <li key={item.id}>{kitItemText(t, item)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
