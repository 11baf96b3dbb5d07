import type { AvailabilityStatus } from "./options";

/** One run of another technician's calendar as a viewer sees it. */
export type SharedRange = { from: string; to: string; status: AvailabilityStatus; places: string[]; note: string | null };
