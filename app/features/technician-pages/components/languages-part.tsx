/** STUB (issue 38 in progress): the languages part as the public page shows it (ISO 639-1 codes). */
export function LanguagesPart(_props: { languages: string[] }) {
  return null;
}
