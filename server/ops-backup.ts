import { env } from "~/lib/env.server";
import { openedDatabase } from "./lifecycle";
import { opsBackupRoute } from "./ops-backup-route";

/** The live backup endpoint on the database the app opened, guarded as decision 040 says (same site, then a bearer secret). */
export const opsBackup = opsBackupRoute({ database: openedDatabase, dataDir: env().DATA_DIR, operatorToken: env().OPERATOR_TOKEN, site: env() });
