export type InfoSection = { title: string; body: string; items?: string[] };

/** A grid of titled text cards, each with an optional bullet list. */
export function InfoSections({ sections }: { sections: InfoSection[] }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2">
      {sections.map((section) => (
        <section key={section.title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
          <h2 className="text-xl font-semibold">{section.title}</h2>
          <p className="mt-3 text-slate-700">{section.body}</p>
          {section.items?.length ? (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** The coloured band with a page's H1 and lead paragraph. */
export function PageHero({ heading, lead, children }: { heading: string; lead: string; children?: React.ReactNode }) {
  return (
    <div className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-5xl">{heading}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-200">{lead}</p>
        {children}
      </div>
    </div>
  );
}
