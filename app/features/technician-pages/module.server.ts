import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import { addVerifiedCredit } from "./credits.server";
import { mediaFileReferences } from "./media.server";
import { MEDIA_BUCKET } from "./media-rules";

/**
 * The technicians' public pages' background (decision 052): the page photos as files in use in
 * `profile-media`; a done booking becomes a verified credit on its technician's page (issue 39, once per booking).
 */
export const technicianPagesModule: FeatureModule = {
  name: "technician-pages",
  files: [{ bucket: MEDIA_BUCKET, finder: mediaFileReferences }],
  consumers: [consumer("booking.completed", "technician-pages.verified-credit", (ctx, event) => addVerifiedCredit(ctx, event.payload).then(() => undefined))],
};
