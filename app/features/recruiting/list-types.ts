import type { TalentListSource } from "~/db/schema/recruiting";
import type { CardProfile } from "~/features/profiles/public";

/** A company's list as its index shows it. */
export type TalentListSummary = { id: string; name: string; count: number; updatedAt: string };

/** One technician of a list, as the list page shows them to the company that keeps it. */
export type TalentListEntry = {
  card: CardProfile;
  /** The note on this technician in this list ('' when none). */
  note: string;
  /** The company's private note on the technician (null when none). */
  privateNote: string | null;
  position: number;
  source: TalentListSource;
  addedAt: string;
  /** The technician's free days within the chosen range (null when no range is chosen or their calendar is not visible). */
  freeDays: string[] | null;
  /** When the company and the technician last wrote to each other (null: never). */
  lastContactAt: string | null;
  /** The company's bookings with the technician: how many, and the latest one's id, status and first day. */
  bookings: { count: number; latest: { id: string; status: string; startsOn: string } | null };
};

/** The list page: the list, its technicians in order, the chosen range and how many new people the company may still write to today. */
export type TalentListPage = {
  list: TalentListSummary;
  entries: TalentListEntry[];
  range: { from: string; to: string } | null;
  newRecipientsLeft: { remaining: number; limit: number };
};

/** The company's lists with whether each holds a technician, for 'Agregar a una lista'. */
export type ListsForTechnician = { lists: { id: string; name: string; contains: boolean }[]; canCreate: boolean };
