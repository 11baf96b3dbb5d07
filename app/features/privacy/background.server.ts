import { dataExports } from "~/db/schema/privacy";
import { every } from "~/lib/jobs/periodic.server";
import { consume } from "~/lib/outbox/consumers.server";
import { registerFileReferences } from "~/lib/storage/orphans.server";
import { keyReferencesIn } from "~/lib/storage/references.server";
import { buildExport, deleteExpiredExports } from "./data-exports.server";
import { eraseDueAccounts } from "./erasure.server";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The privacy centre's background work (issue 25 §1): exports are built from the outbox; every hour
 * the accounts whose 14 days are over are erased and the exports past their 7 days lose their file;
 * an export's file is in use while its row names it.
 */
export function registerPrivacyWork(): void {
  consume("privacy.export_requested", "privacy.export", (ctx, event) => buildExport(ctx, event.payload));
  every("privacy.erasure", HOUR_MS, (ctx) => eraseDueAccounts(ctx));
  every("privacy.exports-cleanup", HOUR_MS, (ctx) => deleteExpiredExports(ctx));
  registerFileReferences("data-exports", keyReferencesIn(dataExports, dataExports.fileKey));
}
