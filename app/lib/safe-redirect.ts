/** A same-site path to redirect to: anything absolute, protocol-relative or odd falls back to `fallback`. */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
