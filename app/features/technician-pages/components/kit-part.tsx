/** STUB (issue 38 in progress): this part as the public page shows it. */
export function KitPart(_props: { kit: unknown[] }) {
  return null;
}
