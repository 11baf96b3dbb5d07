import { jobApplications } from "~/db/schema/job-board";
import { keyReferencesIn } from "~/lib/storage/references.server";

/** The CV copies kept with applications that are in use: an application's `cv_path`. */
export const applicationCvReferences = keyReferencesIn(jobApplications, jobApplications.cvPath);
