import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { imageReferencesIn, keyReferencesIn } from "~/lib/storage/references.server";

/** Profile photos in use: a member's `profile_image_path` names their base. */
export const profilePhotoReferences = imageReferencesIn(userProfiles, userProfiles.profileImagePath);

/** Company logos in use: a company's `logo_path` names their base. */
export const companyLogoReferences = imageReferencesIn(companyProfiles, companyProfiles.logoPath);

/** Profile CVs in use: a member's `cv_path`. */
export const profileCvReferences = keyReferencesIn(userProfiles, userProfiles.cvPath);
