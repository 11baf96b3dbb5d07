import { AddToTalentList } from "./add-to-list";
import type { TalentCardExtras } from "./recruiting-texts";
import { TalentNotePanel } from "./talent-note-panel";

/**
 * A company's own tools on a technician's page: 'Agregar a una lista' and its private note. A page
 * visitors also read loads this module lazily, so they never download it.
 */
export default function CompanyTalentTools({
  technicianId,
  extras,
  source,
  returnTo,
}: {
  technicianId: string;
  extras: TalentCardExtras;
  source: string;
  returnTo: string;
}) {
  const lists = extras.lists[technicianId];
  return (
    <div className="grid basis-full gap-3 text-left">
      {lists ? <AddToTalentList technicianId={technicianId} lists={lists} source={source} returnTo={returnTo} texts={extras.texts.addToList} /> : null}
      <TalentNotePanel technicianId={technicianId} note={extras.notes[technicianId] ?? null} returnTo={returnTo} texts={extras.texts.note} />
    </div>
  );
}
