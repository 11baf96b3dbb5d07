/** One labelled fact of a description list (`<dl>`): the label small, the value below it. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}
