import { z } from "zod";
import { AppError, errorKey } from "~/lib/errors";
import { MAP_EMBED_PATTERN } from "~/lib/map-embed";
import { textField } from "~/lib/text-input";
import { isSiteColor, SITE_FONTS, SITE_LIMITS, type SiteData } from "./site-data";

const line = (max: number = SITE_LIMITS.line) => textField({ max }).default("");
const paragraph = (max: number = SITE_LIMITS.text) => textField({ max, shape: "multiline" }).default("");
const color = z.string().refine(isSiteColor, errorKey("SITE_COLOR_INVALID"));
const features = z
  .array(textField({ max: SITE_LIMITS.short }))
  .max(SITE_LIMITS.features, errorKey("SITE_TOO_MANY_FEATURES"))
  .default([])
  .transform((items) => items.filter(Boolean));

/** The map's address from what was pasted: the address itself, or the `src` of the <iframe> code both sites offer. */
export function mapEmbedAddress(pasted: string): string {
  const fromIframe = /<iframe[^>]*\ssrc=["']([^"']+)["']/i.exec(pasted);
  return (fromIframe ? fromIframe[1] : pasted).trim().replace(/&amp;/g, "&");
}

/**
 * One draft of a company's website as the editor sends it: every text under the text rule with its
 * length, colours as #RRGGBB, a font of the list, at most 60 products and 40 pictures, a price a
 * plain number, images only the company's own uploads (`imageRef`), a map only an embed of Google
 * Maps or OpenStreetMap. Each refusal names its field by its path (`products.items.2.price`).
 */
export function siteDraftSchema(imageRef: (value: string) => boolean) {
  const image = z
    .string()
    .refine((value) => value === "" || imageRef(value), errorKey("SITE_IMAGE_INVALID"))
    .default("");
  return z.object({
    title: line(),
    description: paragraph(500),
    fontFamily: z.string().refine((value) => Object.hasOwn(SITE_FONTS, value), errorKey("SITE_FONT_INVALID")),
    backgroundColor: color,
    primaryColor: color,
    secondaryColor: color,
    sections: z.object({
      hero: z.boolean(),
      about: z.boolean(),
      products: z.boolean(),
      gallery: z.boolean(),
      contact: z.boolean(),
      jobs: z.boolean().default(false),
      events: z.boolean().default(false),
      crew: z.boolean().default(false),
    }),
    hero: z.object({
      title: line(),
      subtitle: paragraph(400),
      ctaText: line(40),
      backgroundImage: image,
      overlayOpacity: z.number().int().min(0).max(100),
      textColor: color,
    }),
    about: z.object({ title: line(), content: paragraph(), features, image }),
    products: z.object({
      title: line(),
      subtitle: paragraph(400),
      items: z
        .array(
          z.object({
            id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
            name: textField({ max: 120 }).refine((value) => value.length > 0, errorKey("SITE_PRODUCT_NAME_REQUIRED")),
            brand: line(SITE_LIMITS.short),
            model: line(SITE_LIMITS.short),
            category: line(SITE_LIMITS.short),
            description: paragraph(1000),
            features,
            price: z
              .number(errorKey("SITE_PRICE_INVALID"))
              .min(0, errorKey("SITE_PRICE_INVALID"))
              .max(SITE_LIMITS.price, errorKey("SITE_PRICE_INVALID"))
              .nullable(),
            image,
          }),
        )
        .max(SITE_LIMITS.products, errorKey("SITE_TOO_MANY_PRODUCTS")),
    }),
    gallery: z.object({
      title: line(),
      subtitle: paragraph(400),
      images: z
        .array(z.object({ src: z.string().refine(imageRef, errorKey("SITE_IMAGE_INVALID")), alt: line() }))
        .max(SITE_LIMITS.galleryImages, errorKey("SITE_TOO_MANY_IMAGES")),
    }),
    contact: z.object({
      title: line(),
      subtitle: paragraph(400),
      address: line(200),
      phone: line(40),
      email: line(254).refine((value) => value === "" || z.email().safeParse(value).success, errorKey("SITE_EMAIL_INVALID")),
      website: line(300).refine((value) => value === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), errorKey("SITE_WEBSITE_INVALID")),
      showForm: z.boolean(),
      mapEmbed: z
        .string()
        .max(4000, errorKey("SITE_MAP_INVALID"))
        .default("")
        .transform(mapEmbedAddress)
        .refine((value) => value === "" || MAP_EMBED_PATTERN.test(value), errorKey("SITE_MAP_INVALID")),
    }),
  });
}

const LIMIT_PARAMS: Record<string, number> = {
  SITE_TOO_MANY_PRODUCTS: SITE_LIMITS.products,
  SITE_TOO_MANY_IMAGES: SITE_LIMITS.galleryImages,
  SITE_TOO_MANY_FEATURES: SITE_LIMITS.features,
};

/** A draft checked by the schema; a refusal is a 400 in Spanish naming the field's path. Anything that is not a draft at all is 'SITE_DRAFT_INVALID'. */
export function parseSiteDraft(raw: unknown, imageRef: (value: string) => boolean): SiteData {
  const result = siteDraftSchema(imageRef).safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.message ?? "";
  const known = message.startsWith("SITE_") || message === "FIELD_TOO_LONG" || message === "INVALID_CHARACTERS";
  const key = known ? (message as Parameters<typeof errorKey>[0]) : "SITE_DRAFT_INVALID";
  const params: Record<string, number> = LIMIT_PARAMS[key] ? { max: LIMIT_PARAMS[key] } : {};
  throw new AppError(key, 400, params, issue?.path.join("."));
}
