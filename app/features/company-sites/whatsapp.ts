import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { countryParam, isCountryCode, OTHER_COUNTRY } from "~/lib/vocabulary/countries";

/** The ISO code libphonenumber reads a company's country as (a stored code, or an old Spanish name); 'Otro' has none. */
function phoneCountry(country: string | null): CountryCode | undefined {
  const code = countryParam(country);
  return code && isCountryCode(code) && code !== OTHER_COUNTRY ? code : undefined;
}

/** Mexico dropped the 1 that mobiles took after 52 (2019), and the rules no longer read it: a number written with it is read without it. */
function withoutOldMexicanOne(text: string, code: CountryCode | undefined): string {
  const digits = text.replace(/[^\d+]/g, "");
  const international = /^\+?521(\d{10})$/.exec(digits);
  if (international && (digits.startsWith("+") || code === "MX")) return `+52${international[1]}`;
  const national = code === "MX" ? /^1(\d{10})$/.exec(digits) : null;
  return national ? `+52${national[1]}` : text;
}

/**
 * The number WhatsApp knows a phone by (digits only, with the country code), read with Google's
 * phone-number rules (libphonenumber): a local number takes the company's country; Argentina's
 * mobiles get the 9 after 54 and lose the local 15; Mexico's lose the old 1 after 52. Null when
 * the text is not a valid number, so no broken link is ever shown.
 */
export function whatsappNumber(phone: string, country: string | null): string | null {
  return internationalNumber(phone, country)?.replace(/\D/g, "") ?? null;
}

/** The phone in international form (+ and digits, E.164) read for the company's country, or null when it is not a valid number. */
function internationalNumber(phone: string, country: string | null): string | null {
  const text = phone.trim().slice(0, 40);
  if (!text) return null;
  const code = phoneCountry(country);
  const parsed = parsePhoneNumberFromString(withoutOldMexicanOne(text, code), code);
  return parsed?.isValid() ? parsed.number : null;
}

/** The call button's address: tel: with the number in international form, or null when the phone is not a valid number. */
export function phoneUri(phone: string, country: string | null): string | null {
  const number = internationalNumber(phone, country);
  return number ? `tel:${number}` : null;
}

/** 'Escribir por WhatsApp': the wa.me address with the message typed in, or null when the number cannot be normalised. */
export function whatsappLink(phone: string, country: string | null, message: string): string | null {
  const number = whatsappNumber(phone, country);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null;
}
