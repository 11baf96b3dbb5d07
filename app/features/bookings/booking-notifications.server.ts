import type { Db } from "~/db/client.server";
import { catalogText, type NotificationTextKey } from "~/features/notifications/public";
import { hasRequiredFields, notifyUsers } from "~/features/notifications/public.server";
import type { DomainEvents } from "~/lib/outbox/events";
import type { BookingNotice } from "./booking-notices";

type Reaction = { db: Db; sourceEventId?: number };
type NoticePayload = DomainEvents["booking.notice"];

/** The message key of a notice: an accepted request reads 'primera opción' / 'segunda opción' in words, a lower option by its number. */
function messageKey(notice: BookingNotice, params: NoticePayload["params"]): NotificationTextKey {
  if (notice === "accepted") {
    const rank = Number(params.rank);
    if (rank === 1) return "booking.accepted.first";
    if (rank === 2) return "booking.accepted.second";
  }
  return `booking.${notice}.message`;
}

/**
 * Tells a booking notice's recipients (in-app, live, e-mail by each member's preference for the
 * "booking" type), linked to the booking; with a source event each recipient is told once however
 * often the event runs. Texts are catalog keys with the notice's params, rendered in the reader's language.
 */
export async function notifyBookingNotice({ db, sourceEventId }: Reaction, payload: NoticePayload): Promise<void> {
  if (!hasRequiredFields("bookingNotice", payload, ["bookingId", "notice"])) return;
  const recipientIds = [...new Set(payload.recipientIds)];
  if (recipientIds.length === 0) return;
  await notifyUsers(
    db,
    {
      userIds: recipientIds,
      text: catalogText(`booking.${payload.notice}.title`, messageKey(payload.notice, payload.params), payload.params),
      notificationType: "booking",
      related: { type: "booking", id: payload.bookingId },
    },
    sourceEventId,
  );
}
