/** One part of the privacy centre: an anchored box with its heading (the page's contents link to `id`); `danger` for deleting the account. */
export function PrivacySection({ id, title, danger = false, children }: { id: string; title: string; danger?: boolean; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className={`mt-8 scroll-mt-20 rounded-xl border p-6 ${danger ? "border-red-200" : "border-slate-200"}`}>
      <h2 id={`${id}-titulo`} className={`text-xl font-semibold ${danger ? "text-red-800" : ""}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
