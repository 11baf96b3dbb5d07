/** The key of one stored size of an image whose base key is `base` (every image is kept as WebP in each size). */
export function imageKey(base: string, size: number): string {
  return `${base}-${size}.webp`;
}

/** The base key of a stored image size (the inverse of imageKey), or null for a key that is not one. */
export function imageBase(key: string): string | null {
  const match = /^(.+)-\d+\.webp$/.exec(key);
  return match ? match[1] : null;
}
