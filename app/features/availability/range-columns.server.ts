import { availabilityRanges } from "~/db/schema/availability";

/** The columns of a run read as a CalendarRange (`from`, `to`, status, places, note). */
export const CALENDAR_RANGE_COLUMNS = {
  from: availabilityRanges.startsOn,
  to: availabilityRanges.endsOn,
  status: availabilityRanges.status,
  places: availabilityRanges.places,
  note: availabilityRanges.note,
};
