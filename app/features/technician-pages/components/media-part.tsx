/** STUB (issue 38 in progress): this part as the public page shows it. */
export function MediaPart(_props: { media: unknown[] }) {
  return null;
}
