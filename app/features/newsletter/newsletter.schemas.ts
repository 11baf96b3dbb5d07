import { z } from "zod";

export const INVALID_EMAIL = "Ingresa un correo electrónico válido.";
export const SUBSCRIBE_FAILED = "No pudimos registrar tu suscripción. Inténtalo de nuevo.";

export const newsletterInput = z.object({
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .max(254, INVALID_EMAIL)
    .pipe(z.email({ error: INVALID_EMAIL })),
});
