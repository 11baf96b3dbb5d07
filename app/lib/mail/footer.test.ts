import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_PARAMS } from "~/lib/i18n/site-defaults";
import { registerEveryMail } from "../../../tests/mails";
import { buildMail } from "./templates.server";

registerEveryMail();

const FOOTERS = {
  es: "RedAV · Montevideo, Uruguay. Recibes este correo porque tu dirección de correo electrónico está registrada en RedAV o se escribió en uno de sus formularios.",
  en: "RedAV · Montevideo, Uruguay. You are receiving this email because your email address is registered on RedAV or was entered in one of its forms.",
  pt: "RedAV · Montevideo, Uruguay. Você está recebendo este e-mail porque seu endereço de e-mail está cadastrado na RedAV ou foi informado em um de seus formulários.",
} as const;

describe("every mail's footer (issue 36)", () => {
  for (const locale of ["es", "en", "pt"] as const) {
    it(`says in ${locale}, as a whole sentence, which address the mail came to and where it was used`, () => {
      const mail = buildMail({ name: "verify-email", url: "http://localhost:3000/auth/verify?token=t" }, locale);
      const footer = mail.text.split("\n--\n")[1];
      expect(footer).toBe(FOOTERS[locale]);
      expect(mail.html).toContain(FOOTERS[locale]);
      expect(footer).toContain(DEFAULT_SITE_PARAMS.siteName);
      expect(footer).not.toMatch(/\{\{|redav\.$/);
    });
  }
});
