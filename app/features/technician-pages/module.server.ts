import type { FeatureModule } from "~/lib/feature-module.server";
import { mediaFileReferences } from "./media.server";
import { MEDIA_BUCKET } from "./media-rules";

/** The technicians' public pages' background (decision 052): the page photos as files in use in `profile-media`. */
export const technicianPagesModule: FeatureModule = {
  name: "technician-pages",
  files: [{ bucket: MEDIA_BUCKET, finder: mediaFileReferences }],
};
