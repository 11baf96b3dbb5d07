import type { FeatureModule } from "~/lib/feature-module.server";

/** The technicians' public pages' background (decision 052): the page photos as files in use in `profile-media`. */
export const technicianPagesModule: FeatureModule = {
  name: "technician-pages",
};
