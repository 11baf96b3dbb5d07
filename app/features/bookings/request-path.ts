/** Where a company's booking request was started (kept on the booking, for the company's lists). */
export const BOOKING_SOURCES = ["search", "page", "offer", "conversation"] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** What the request form can be opened with: the technician, where from, and optionally the offer and its days. */
export type BookingRequestLink = { technicianId: string; source: BookingSource; offerId?: number | null; from?: string | null; to?: string | null };

/** The address of the request form for a technician, prefilled (`/company/bookings/new?tecnico=…`). */
export function bookingRequestPath(link: BookingRequestLink): string {
  const query = new URLSearchParams({ tecnico: link.technicianId, desde: link.from ?? "", hasta: link.to ?? "", origen: link.source });
  if (link.offerId) query.set("oferta", String(link.offerId));
  for (const key of ["desde", "hasta"]) if (!query.get(key)) query.delete(key);
  return `/company/bookings/new?${query}`;
}
