import { z } from "zod";
import { errorKey } from "~/lib/errors";

const INVALID_EMAIL = errorKey("INVALID_EMAIL");

export const newsletterInput = z.object({
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .max(254, INVALID_EMAIL)
    .pipe(z.email({ error: INVALID_EMAIL })),
});
