// npm run db:move-to-postgres — copies the embedded database and its files into the empty PostgreSQL of DATABASE_URL (stop the app first).
import path from "node:path";
import { env } from "~/lib/env.server";
import { authSecretFile } from "~/lib/ops/data-dir.server";
import { describeCount, describeExtraRows } from "~/lib/ops/data-dir-count";
import { moveToPostgres } from "~/lib/ops/move-to-postgres.server";
import { OpsRefusal, runOperation } from "~/lib/ops/ops-refusal";

await runOperation(async () => {
  const config = env();
  if (!config.DATABASE_URL)
    throw new OpsRefusal(
      "Define DATABASE_URL con el PostgreSQL de destino (vacío), por ejemplo DATABASE_URL=postgres://usuario@servidor/redav npm run db:move-to-postgres",
    );
  if (config.DATA_DIR === "memory://") throw new OpsRefusal("DATA_DIR=memory:// no guarda nada en disco: indica la carpeta de datos de la app.");
  const started = Date.now();
  const moved = await moveToPostgres({ dataDir: config.DATA_DIR, url: config.DATABASE_URL });
  const secret = config.BETTER_AUTH_SECRET
    ? "  BETTER_AUTH_SECRET   el mismo valor que usabas hasta ahora"
    : moved.secretStored
      ? `  BETTER_AUTH_SECRET   el contenido de ${authSecretFile(config.DATA_DIR)} (obligatorio en producción; ya quedó también en la tabla app_secrets)`
      : "  BETTER_AUTH_SECRET   uno nuevo de al menos 32 caracteres (openssl rand -hex 32): obligatorio en producción";
  return [
    `Mudanza completa en ${((Date.now() - started) / 1000).toFixed(1)} s, verificada tabla por tabla.`,
    `  Contenido: ${describeCount(moved.source)}`,
    `  ${describeExtraRows(moved.source, moved.extraRows)}`,
    ...(moved.skippedFiles
      ? [`  Atención: ${moved.skippedFiles} archivos de ${path.resolve(config.DATA_DIR, "files")} no pertenecen a ningún bucket y no se copiaron.`]
      : []),
    "",
    "Ahora, en cada instancia de la app:",
    "  DATABASE_URL         la misma URL de PostgreSQL (los archivos se sirven desde la tabla stored_files)",
    secret,
    "  DATA_DIR             ya no se usa: guarda una copia (npm run db:backup con la app detenida) y retírala",
    "  PUBLIC_URL, OPERATOR_TOKEN, SMTP_URL: los mismos que antes",
    "Luego arranca las instancias (npm run start:production) detrás del balanceador. Las copias de seguridad se hacen ahora con pg_dump (docs/operations/backup.md).",
  ].join("\n");
});
