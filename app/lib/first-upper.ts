/** A text with its first letter in upper case and the rest as it was (dates read 'Lunes, 30 de noviembre' and 'Noviembre de 2026', never 'lunes' nor 'De'). */
export function firstUpper(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
