import type { FeatureModule } from "~/lib/feature-module.server";
import { companyLogoReferences, profileCvReferences, profilePhotoReferences } from "./file-references.server";

/** The profiles feature's background (decision 052): photos, logos and CVs are files in use while a profile names them. */
export const profilesModule: FeatureModule = {
  name: "profiles",
  files: [
    { bucket: "profile-images", finder: profilePhotoReferences },
    { bucket: "company-logos", finder: companyLogoReferences },
    { bucket: "cvs", finder: profileCvReferences },
  ],
};
