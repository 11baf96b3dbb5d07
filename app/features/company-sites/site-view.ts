import type { ShapedReviews } from "~/features/bookings/public.server";
import { countryParam } from "~/lib/vocabulary/countries";
import type { ListingSection, SiteData } from "./site-data";
import type { SiteLanguage } from "./site-language";

/**
 * One entry of a listing, shaped on the server in the site's language: the RedAV page it links to,
 * its title, the lines under it (the first one the moment `dateTime` names, for an event), and for a
 * person their photo (`null`: a plain placeholder; absent: no picture at all).
 */
export type SiteListingItem = { href: string; title: string; lines: string[]; dateTime?: string; photoUrl?: string | null };

/**
 * What RedAV lists on a site from the company's own activity (decision 063), read when the page is
 * rendered and only for the sections switched on: its open offers, its upcoming events, its confirmed crew.
 */
export type SiteListings = Record<ListingSection, SiteListingItem[]>;

/** What a site's page needs besides its data: the company, its country's currency, and the contact links worked out on the server. */
export type SiteView = {
  slug: string;
  companyName: string;
  country: string | null;
  /** The language the site's own texts are in (decision 045), not the visitor's. */
  language: SiteLanguage;
  /** ISO 4217 code of the company's country (prices show it after the amount), null when unknown. */
  currency: string | null;
  /** 'Escribir por WhatsApp' (wa.me with the number normalised for its country), or null when the phone cannot be normalised. */
  whatsappUrl: string | null;
  /** The call button's tel: address (the phone in international form when it is valid), or null. */
  callUrl: string | null;
  data: SiteData;
  /** The listings of the sections switched on; null in the editor's live preview, which shows where they go. */
  listings: SiteListings | null;
  /** The technicians' published reviews of the company; absent or null when it has none (and in the editor's preview). */
  reviews?: ShapedReviews | null;
};

/** The currency of each country of the sign-up list (by ISO code). */
const CURRENCIES: Record<string, string> = {
  AR: "ARS",
  BO: "BOB",
  BR: "BRL",
  CL: "CLP",
  CO: "COP",
  CR: "CRC",
  CU: "CUP",
  EC: "USD",
  SV: "USD",
  GT: "GTQ",
  HN: "HNL",
  MX: "MXN",
  NI: "NIO",
  PA: "USD",
  PY: "PYG",
  PE: "PEN",
  PR: "USD",
  DO: "DOP",
  UY: "UYU",
  VE: "VES",
  ES: "EUR",
  US: "USD",
};

/** The ISO 4217 currency of a country of the list (its code, or an old Spanish name), or null. */
export function currencyOf(country: string | null): string | null {
  const code = countryParam(country);
  return code && Object.hasOwn(CURRENCIES, code) ? CURRENCIES[code] : null;
}

/** Spec §2: a price with its '$' prefix, grouped the way of the site's language (Spanish by default), and the country's currency after it ('$45.000 ARS'). */
export function formatPrice(amount: number, currency: string | null, language = "es"): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: "always" } as Intl.NumberFormatOptions).format(amount);
  return currency ? `$${number} ${currency}` : `$${number}`;
}
