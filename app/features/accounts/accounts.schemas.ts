import { z } from "zod";
import { COMPANY_CATEGORIES, COUNTRIES } from "./catalog";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const MESSAGES = {
  required: "Email y contraseña son obligatorios",
  invalidType: "Tipo de usuario inválido",
  invalidEmail: "Ingresa un correo electrónico válido.",
  passwordLength: `La contraseña debe tener entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres.`,
  names: "Ingresa tu nombre y tu apellido.",
  companyFields: "Selecciona el país y la categoría principal de la empresa.",
  createFailed: "Error al crear la cuenta",
  resendFailed: "Error al reenviar email",
  loginFailed: "Error al iniciar sesión",
  notVerified: "Debes verificar tu email antes de iniciar sesión. Revisa tu bandeja de entrada.",
  totpInvalid: "El código no es válido. Revisa tu aplicación de autenticación e inténtalo de nuevo.",
  passwordsDiffer: "Las contraseñas no coinciden.",
  currentPasswordWrong: "La contraseña actual no es correcta.",
  resetInvalid: "El enlace para restablecer la contraseña no es válido o ya venció. Pide uno nuevo.",
  verifyInvalid: "El enlace de verificación no es válido o ya venció. Pide uno nuevo desde el inicio de sesión.",
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email({ error: MESSAGES.invalidEmail }));
export const passwordField = z.string().min(PASSWORD_MIN, MESSAGES.passwordLength).max(PASSWORD_MAX, MESSAGES.passwordLength);

export const registrationInput = z.discriminatedUnion("userType", [
  z.object({
    userType: z.literal("individual"),
    email: emailField,
    password: passwordField,
    firstName: z.string({ error: MESSAGES.names }).trim().min(1, MESSAGES.names).max(80),
    lastName: z.string({ error: MESSAGES.names }).trim().min(1, MESSAGES.names).max(80),
    country: z
      .enum(COUNTRIES)
      .optional()
      .or(z.literal("").transform(() => undefined)),
  }),
  z.object({
    userType: z.literal("company"),
    email: emailField,
    password: passwordField,
    companyName: optionalText(120),
    country: z.enum(COUNTRIES, { error: MESSAGES.companyFields }),
    mainCategory: z.enum(COMPANY_CATEGORIES, { error: MESSAGES.companyFields }),
  }),
]);

export type RegistrationInput = z.infer<typeof registrationInput>;

export const loginInput = z.object({ email: emailField, password: z.string().min(1, MESSAGES.required).max(PASSWORD_MAX) });
export const totpInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, MESSAGES.totpInvalid),
});
export const emailOnlyInput = z.object({ email: emailField });
