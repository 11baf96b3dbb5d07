import { describe, expect, it } from "vitest";
import { COMPANY_ONLY_MESSAGE, LOGIN_REQUIRED_MESSAGE } from "~/features/accounts/access";
import { MESSAGES } from "~/features/accounts/accounts.schemas";
import { AppError } from "~/lib/errors";
import { translateError, translateMessage } from "./translate-error.server";

describe("error messages in the user's language", () => {
  it("keeps the spec's Spanish text for Spanish", () => {
    expect(translateError(new AppError("X", 400, MESSAGES.required), "es")).toBe("Email y contraseña son obligatorios");
  });

  it("translates every account message to English and Portuguese", () => {
    for (const message of Object.values(MESSAGES)) {
      const error = new AppError("X", 400, message);
      expect(translateError(error, "en"), message).not.toBe(message);
      expect(translateError(error, "pt"), message).not.toBe(message);
    }
  });

  it("translates the e-mail-taken message with its account type", () => {
    const error = new AppError("EMAIL_ALREADY_EXISTS", 409, "Email ya registrado como empresa. Por favor, inicia sesión.");
    expect(translateError(error, "en")).toBe("Email already registered as a company. Please sign in.");
    expect(translateError(error, "pt")).toBe("E-mail já cadastrado como empresa. Por favor, entre.");
  });

  it("translates the access messages of spec §6", () => {
    expect(translateMessage(LOGIN_REQUIRED_MESSAGE, "en")).toBe("You need to sign in to access this page.");
    expect(translateMessage(COMPANY_ONLY_MESSAGE, "pt")).toBe("Somente contas de empresa podem acessar esta seção.");
    expect(translateMessage(COMPANY_ONLY_MESSAGE, "es")).toBe("Solo las cuentas empresariales pueden acceder a esta sección.");
  });

  it("leaves an unknown message as it is", () => {
    expect(translateError(new AppError("X", 400, "Otro texto"), "en")).toBe("Otro texto");
  });
});
