const VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-400",
  secondary: "border border-slate-300 bg-white text-ink hover:bg-slate-50 disabled:opacity-60",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400",
} as const;

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof VARIANTS };

/** The app's button; defaults to type=button so it never submits by accident. */
export function Button({ variant = "primary", className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={`rounded-md px-4 py-2 font-semibold ${VARIANTS[variant]} ${className}`} {...props} />;
}

/** A full-width primary submit button, disabled while its form is busy; `intent` tells the action which step it is. */
export function SubmitButton({ busy, intent, children }: { busy: boolean; intent?: string; children: React.ReactNode }) {
  return (
    <Button type="submit" name={intent ? "intent" : undefined} value={intent} disabled={busy} className="w-full py-2.5">
      {children}
    </Button>
  );
}
