/** The card every part of a technician's public page sits in, so the page reads as one set of panels. */
export const PART_FRAME = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
