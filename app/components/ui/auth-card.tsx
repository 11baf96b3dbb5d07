/** A centred card with an H1, used by the sign-in, registration and password screens. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {lead ? <p className="mt-2 text-slate-700">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
