import { useTranslation } from "~/lib/i18n/react";
import { SECTION_ANCHORS } from "../site-data";
import { siteImageUrl } from "../site-images";
import { formatPrice, type SiteView } from "../site-view";
import { Paragraphs, type SiteTheme } from "./site-page";

/** Spec §2: a product card shows at most this many features, then '+N características más'. */
export const CARD_FEATURES = 3;

/** The products section (spec §2): 'Se encontraron {n} productos' and a card per product, with at most 3 features then '+N características más', and prices with '$' and the country's currency. */
export function SiteProducts({ view, theme }: { view: SiteView; theme: SiteTheme }) {
  const { t, i18n } = useTranslation("sites");
  const { products } = view.data;
  return (
    <section id={SECTION_ANCHORS.products} aria-labelledby="sitio-productos" className="scroll-mt-20 bg-slate-50 px-4 py-16">
      <div className="mx-auto max-w-5xl">
        <h2 id="sitio-productos" className="text-3xl font-bold" style={{ color: theme.secondary }}>
          {products.title || t("nav.products")}
        </h2>
        {products.subtitle ? <p className="mt-2 text-lg text-slate-700">{products.subtitle}</p> : null}
        <p className="mt-2 text-sm text-slate-700" data-testid="products-count">
          {t("productsCount", { count: products.items.length })}
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.items.map((item) => {
            const image = siteImageUrl(item.image, "product", "small");
            const features = item.features.filter(Boolean);
            const more = Math.max(0, features.length - CARD_FEATURES);
            return (
              <li key={item.id} className="flex flex-col overflow-hidden rounded-xl bg-white shadow" data-testid="product-card">
                {image ? <img src={image} alt={item.name} loading="lazy" width={480} height={360} className="aspect-[4/3] w-full object-cover" /> : null}
                <div className="flex flex-1 flex-col gap-2 p-4">
                  {item.category ? (
                    <p className="self-start rounded-full px-2 py-0.5 text-xs font-semibold" style={{ backgroundColor: theme.primary, color: theme.onPrimary }}>
                      {item.category}
                    </p>
                  ) : null}
                  <h3 className="text-lg font-bold">{item.name}</h3>
                  {item.brand || item.model ? <p className="text-sm text-slate-700">{[item.brand, item.model].filter(Boolean).join(" · ")}</p> : null}
                  {item.description ? <Paragraphs text={item.description} className="text-slate-800" /> : null}
                  {features.length > 0 ? (
                    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                      {features.slice(0, CARD_FEATURES).map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                  ) : null}
                  {more > 0 ? <p className="text-sm text-slate-700">{t("moreFeatures", { count: more })}</p> : null}
                  {item.price !== null ? (
                    <p className="mt-auto pt-2 text-xl font-bold" style={{ color: theme.secondary }}>
                      {formatPrice(item.price, view.currency, i18n.language)}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
