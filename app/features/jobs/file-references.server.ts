import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { jobApplications } from "~/db/schema/job-board";
import type { ReferenceFinder } from "~/lib/storage/orphans.server";

/** The CV copies kept with applications that are in use: an application's `cv_path`. */
export const applicationCvReferences: ReferenceFinder = async (db: Db, keys) => {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: jobApplications.cvPath }).from(jobApplications).where(inArray(jobApplications.cvPath, keys));
  return new Set(rows.map((row) => row.key).filter((key): key is string => key !== null));
};
