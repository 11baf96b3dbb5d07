import { z } from "zod";
import type { FeatureModule } from "~/lib/feature-module.server";
import type { EventsOf } from "~/lib/outbox/events";
import { companyLogoReferences, profileCvReferences, profilePhotoReferences } from "./file-references.server";

const events = {
  /** Issue 41: a technician's profile was saved (names, skills, place, text): saved talent searches are matched again. */
  "profile.changed": z.object({ userId: z.string() }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}

/** The profiles feature's background (decision 052): photos, logos and CVs are files in use while a profile names them. */
export const profilesModule: FeatureModule = {
  name: "profiles",
  events,
  files: [
    { bucket: "profile-images", finder: profilePhotoReferences },
    { bucket: "company-logos", finder: companyLogoReferences },
    { bucket: "cvs", finder: profileCvReferences },
  ],
};
