import express from "express";
import type { DatabaseHandle } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { writeBackup } from "~/lib/ops/write-backup.server";
import { operatorOnly } from "./operator-access";

type BackupRouteOptions = { database: () => DatabaseHandle; dataDir: string; operatorToken: string | undefined };

/**
 * POST /ops/backup for the operator only (this machine, or OPERATOR_TOKEN): streams a consistent
 * backup of the embedded database and its files, which `npm run db:backup` asks for while the app
 * holds the data dir. On PostgreSQL there is no such endpoint (pg_dump backs that mode up).
 */
export function opsBackupRoute(options: BackupRouteOptions): express.Router {
  const router = express.Router();
  router.post("/ops/backup", operatorOnly(options.operatorToken), async (req, res, next) => {
    const handle = options.database();
    if (handle.kind !== "pglite") return next();
    const started = Date.now();
    res.status(200);
    res.setHeader("Content-Type", "application/x-tar");
    res.setHeader("Content-Disposition", `attachment; filename="redav-backup-${new Date().toISOString().slice(0, 10)}.tar"`);
    res.setHeader("Cache-Control", "no-store");
    try {
      const manifest = await writeBackup(handle.client, options.dataDir, res);
      logger.info({ ms: Date.now() - started, files: manifest.files.count, ip: req.socket.remoteAddress }, "backup streamed");
    } catch (error) {
      logger.error({ err: error }, "backup failed");
      if (!res.headersSent) next(error);
      else res.destroy();
    }
  });
  return router;
}
