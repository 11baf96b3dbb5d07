import { siteImageUrl } from "./site-images";
import type { SiteView } from "./site-view";

const absolute = (origin: string, url: string | null) => (url ? (url.startsWith("/") ? `${origin}${url}` : url) : undefined);

/**
 * The schema.org description of a site (issue 24 §1 SEO): the company as a LocalBusiness when it
 * gives an address (an Organization otherwise) with name, address, telephone, url, logo, image and
 * sameAs; and a Product with its Offer for every priced product, sold by that company.
 */
export function siteSchema(view: SiteView, origin: string): Record<string, unknown> {
  const { data } = view;
  const url = `${origin}/empresa/${view.slug}`;
  const business: Record<string, unknown> = {
    "@type": data.contact.address ? "LocalBusiness" : "Organization",
    "@id": `${url}#empresa`,
    name: view.companyName,
    description: data.description || data.hero.subtitle || undefined,
    url,
    logo: absolute(origin, siteImageUrl(data.about.image, "about", "large")),
    image: absolute(origin, siteImageUrl(data.hero.backgroundImage, "hero", "large")),
    telephone: view.callUrl ? view.callUrl.slice("tel:".length) : undefined,
    email: data.contact.email || undefined,
    address: data.contact.address ? { "@type": "PostalAddress", streetAddress: data.contact.address, addressCountry: view.country ?? undefined } : undefined,
    sameAs: data.contact.website ? [data.contact.website] : undefined,
  };
  const products = data.sections.products
    ? data.products.items
        .filter((item) => item.price !== null && view.currency)
        .map((item) => ({
          "@type": "Product",
          name: item.name,
          description: item.description || undefined,
          brand: item.brand ? { "@type": "Brand", name: item.brand } : undefined,
          model: item.model || undefined,
          category: item.category || undefined,
          image: absolute(origin, siteImageUrl(item.image, "product", "large")),
          offers: { "@type": "Offer", price: item.price, priceCurrency: view.currency, url: `${url}#productos`, seller: { "@id": `${url}#empresa` } },
        }))
    : [];
  return { "@context": "https://schema.org", "@graph": [business, ...products] };
}
