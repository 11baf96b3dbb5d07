import { z } from "zod";
import { errorKey } from "~/lib/errors";
import { textField } from "~/lib/text-input";

const INVALID_EMAIL = errorKey("INVALID_EMAIL");

/** The footer's subscription: an e-mail under the text rule, lower-cased, at most 254 characters. */
export const newsletterInput = z.object({
  email: textField({ max: 254, tooLong: INVALID_EMAIL, notText: INVALID_EMAIL })
    .toLowerCase()
    .pipe(z.email({ error: INVALID_EMAIL })),
});
