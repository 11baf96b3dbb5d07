import { useEffect, useRef } from "react";

const TONES = {
  error: "border-red-300 bg-red-50 text-red-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  info: "border-sky-300 bg-sky-50 text-sky-950",
} as const;

/**
 * A message box; errors are announced immediately (role=alert), others politely (role=status).
 * Errors take the focus when they appear, so keyboard and screen-reader users land on them.
 */
export function Alert({ tone, children }: { tone: keyof typeof TONES; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tone === "error") ref.current?.focus();
  }, [tone]);
  return (
    <div
      ref={ref}
      tabIndex={tone === "error" ? -1 : undefined}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md border px-4 py-3 text-sm ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}
