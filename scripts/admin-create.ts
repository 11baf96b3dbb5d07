// npm run admin:create EMAIL — makes the registered, verified account of EMAIL an admin (the first admin of a deployment).
import { openDatabase } from "~/db/client.server";
import { grantAdminFromConsole } from "~/features/accounts/public.server";
import { CONSOLE_ACTOR } from "~/lib/audit.server";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { OpsRefusal, runOperation } from "~/lib/ops/ops-refusal";

/** The operator's sentence (Spanish / English) for a refusal of the use case. */
function refusal(error: AppError, email: string): OpsRefusal {
  if (error.key === "ACCOUNT_NOT_FOUND") {
    return new OpsRefusal(
      `No hay ninguna cuenta con el correo ${email}: regístrala primero en ${env().PUBLIC_URL}/register, verifica el correo y vuelve a ejecutar este comando. No se cambió nada. / ` +
        `No account has the e-mail ${email}: register it at ${env().PUBLIC_URL}/register first, verify the e-mail and run this command again. Nothing was changed.`,
    );
  }
  if (error.key === "EMAIL_NOT_VERIFIED") {
    return new OpsRefusal(
      `La cuenta ${email} todavía no verificó su correo: sigue el enlace del correo de verificación y vuelve a ejecutar este comando. No se cambió nada. / ` +
        `The account ${email} has not verified its e-mail yet: follow the link of the verification e-mail and run this command again. Nothing was changed.`,
    );
  }
  if (error.key === "INVALID_EMAIL") return new OpsRefusal(`«${email}» no es un correo electrónico válido. / «${email}» is not a valid e-mail address.`);
  return new OpsRefusal(`No se pudo: ${error.key} / Failed: ${error.key}`);
}

await runOperation(async () => {
  const config = env();
  const email = process.argv[2]?.trim() ?? "";
  if (!email) throw new OpsRefusal("Indica el correo de la cuenta: npm run admin:create CORREO / Give the account's e-mail: npm run admin:create EMAIL");
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const ctx = { db: handle.db, actor: null, ip: CONSOLE_ACTOR, locale: "es" as const, headers: new Headers(), now: () => new Date() };
    const grant = await grantAdminFromConsole(ctx, { email }).catch((error: unknown) => {
      throw error instanceof AppError ? refusal(error, email) : error;
    });
    return grant.outcome === "promoted"
      ? `${grant.email} (${grant.userType}, id ${grant.accountId}) ahora es administrador: ya puede entrar a ${config.PUBLIC_URL}/admin; queda en el registro de auditoría. / ` +
          `${grant.email} is now an admin and may open ${config.PUBLIC_URL}/admin; the audit log records it.`
      : `${grant.email} ya era administrador: no se cambió nada. / ${grant.email} was already an admin: nothing was changed.`;
  } finally {
    await handle.close();
  }
});
