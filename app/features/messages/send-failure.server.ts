import { pgErrorCode } from "~/db/errors";
import { AppError, isAppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";

/**
 * Spec §8, a failed send as the sender reads it: our own refusals (the daily limit among them) pass
 * through unchanged; permission (42501) and duplicate (23505) database errors get the spec's texts;
 * any other database error 'Error al enviar el mensaje: {detail}' with its code, and anything else
 * 'Error desconocido'. The cause is logged, never shown.
 */
export function sendFailure(error: unknown): AppError {
  if (isAppError(error)) return error;
  const code = pgErrorCode(error);
  logger.warn({ err: error, code }, "No se pudo enviar un mensaje");
  if (code === "42501") return new AppError("MESSAGE_SEND_PERMISSION", 403);
  if (code === "23505") return new AppError("MESSAGE_SEND_DUPLICATE", 409);
  if (code) return new AppError("MESSAGE_SEND_FAILED", 503, { detail: code });
  return new AppError("MESSAGE_SEND_UNKNOWN", 503);
}
