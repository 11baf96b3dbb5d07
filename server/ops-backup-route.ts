import express from "express";
import type { DatabaseHandle } from "~/db/client.server";
import type { Env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { readOperatorKey } from "~/lib/ops/operator-key.server";
import { writeBackup } from "~/lib/ops/write-backup.server";
import { secretHolderOnly } from "./operator-access";
import { sameOriginMutations } from "./security";

type BackupRouteOptions = {
  database: () => DatabaseHandle;
  dataDir: string;
  operatorToken: string | undefined;
  /** The site's own origins, for the same cross-site refusal as every other mutation. */
  site: Pick<Env, "APP_ENV" | "PUBLIC_URL" | "PORT">;
};

/**
 * POST /ops/backup (decision 040): refused when cross-site (a foreign Origin, or `Sec-Fetch-Site:
 * cross-site`), then answered only to a bearer of OPERATOR_TOKEN or of the data dir's operator key
 * (which `npm run db:backup` reads), never to an address; streams a consistent backup of the
 * embedded database and its files. On PostgreSQL there is no such endpoint (pg_dump backs that mode up).
 */
export function opsBackupRoute(options: BackupRouteOptions): express.Router {
  const router = express.Router();
  const guard = secretHolderOnly(options.operatorToken, () => readOperatorKey(options.dataDir));
  router.post("/ops/backup", sameOriginMutations(options.site), guard, async (_req, res, next) => {
    const handle = options.database();
    if (handle.kind !== "pglite") return next();
    const started = Date.now();
    res.status(200);
    res.setHeader("Content-Type", "application/x-tar");
    res.setHeader("Content-Disposition", `attachment; filename="redav-backup-${new Date().toISOString().slice(0, 10)}.tar"`);
    res.setHeader("Cache-Control", "no-store");
    try {
      const manifest = await writeBackup(handle.client, options.dataDir, res);
      logger.info({ ms: Date.now() - started, files: manifest.files.count }, "backup streamed");
    } catch (error) {
      logger.error({ err: error }, "backup failed");
      if (!res.headersSent) next(error);
      else res.destroy();
    }
  });
  return router;
}
