/** STUB (issue 38 in progress): this part as the public page shows it. */
export function CreditsPart(_props: { credits: unknown[] }) {
  return null;
}
