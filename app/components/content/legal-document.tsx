export type LegalBlock = { heading?: string; paragraphs: string[]; items?: string[] };
export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };

/** One legal section: an anchored H2 with its sub-headings, paragraphs and lists. */
export function LegalSectionView({ section }: { section: LegalSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-titulo`} className="scroll-mt-24 py-6">
      <h2 id={`${section.id}-titulo`} className="text-2xl font-bold">
        {section.title}
      </h2>
      {section.blocks.map((block) => (
        <div key={block.heading ?? block.paragraphs[0]} className="mt-4 space-y-3 text-slate-800">
          {block.heading ? <h3 className="text-lg font-semibold">{block.heading}</h3> : null}
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {block.items?.length ? (
            <ul className="list-disc space-y-1 pl-6">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </section>
  );
}
