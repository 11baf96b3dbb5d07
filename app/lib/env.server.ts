import { z } from "zod";

const optionalUrl = (pattern: RegExp, message: string) =>
  z
    .string()
    .regex(pattern, message)
    .optional()
    .or(z.literal("").transform(() => undefined));

const PORT_MESSAGE = "PORT debe ser un número de puerto";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_ENV: z.enum(["local", "production"], { error: "APP_ENV debe ser local o production" }).optional(),
  HOST: z.string().trim().min(1).optional(),
  PORT: z.coerce.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(1, PORT_MESSAGE).max(65535, PORT_MESSAGE).default(3000),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, "DATABASE_URL debe ser una URL postgres://"),
  DATA_DIR: z.string().min(1).default("./data"),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, "SMTP_URL debe ser una URL smtp:// o smtps://"),
  PUBLIC_URL: z.url("PUBLIC_URL debe ser una URL").optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET necesita al menos 32 caracteres").optional(),
  MAIL_FROM: z.string().default("RedAV <no-reply@redav.lat>"),
  TRUST_PROXY: z.coerce.number({ error: "TRUST_PROXY es la cantidad de proxies de confianza (0, 1, 2…)" }).int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  OPERATOR_TOKEN: z
    .string()
    .min(32, "OPERATOR_TOKEN necesita al menos 32 caracteres")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, "PUBLIC_URL" | "APP_ENV"> & { PUBLIC_URL: string; APP_ENV: "local" | "production" };

/**
 * Parses an environment; throws one readable error listing every invalid variable. APP_ENV defaults
 * to production when NODE_ENV is production (so a deployment is safe by default); `npm start` sets
 * APP_ENV=local for a newcomer's machine. A production app needs PUBLIC_URL and BETTER_AUTH_SECRET.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Entorno inválido:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  const appEnv = parsed.APP_ENV ?? (parsed.NODE_ENV === "production" ? "production" : "local");
  const problems: string[] = [];
  if (appEnv === "production" && !parsed.PUBLIC_URL) problems.push("  - PUBLIC_URL: obligatorio en producción");
  if (appEnv === "production" && !parsed.BETTER_AUTH_SECRET) problems.push("  - BETTER_AUTH_SECRET: obligatorio en producción");
  if (problems.length) throw new Error(`Entorno inválido:\n${problems.join("\n")}`);
  return { ...parsed, APP_ENV: appEnv, PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, "") };
}

/** A real deployment (APP_ENV=production): no demo data, no /dev/mail, no stored mail bodies. */
export function isDeployed(config: Env): boolean {
  return config.APP_ENV === "production";
}

let cached: Env | undefined;

/** The validated process environment, parsed once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Forgets the parsed environment so the next env() reads process.env again (tests that change it). */
export function reloadEnv(): void {
  cached = undefined;
}
