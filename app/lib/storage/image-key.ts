/** The key of one stored size of an image whose base key is `base` (every image is kept as WebP in each size). */
export function imageKey(base: string, size: number): string {
  return `${base}-${size}.webp`;
}
