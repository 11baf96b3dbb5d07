import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "PORT debe ser un número de puerto" })
    .int("PORT debe ser un número de puerto")
    .min(1, "PORT debe ser un número de puerto")
    .max(65535, "PORT debe ser un número de puerto")
    .default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL debe ser una URL postgres://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL debe ser una URL smtp:// o smtps://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PUBLIC_URL: z.url("PUBLIC_URL debe ser una URL").optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET necesita al menos 32 caracteres").optional(),
  MAIL_FROM: z.string().default("RedAV <no-reply@redav.lat>"),
});

export type Env = Omit<z.infer<typeof envSchema>, "PUBLIC_URL"> & { PUBLIC_URL: string };

/** Parses an environment; throws one readable error listing every invalid variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Entorno inválido:\n${lines.join("\n")}`);
  }
  const config: Env = { ...result.data, PUBLIC_URL: (result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`).replace(/\/+$/, "") };
  if (isDeployed(config) && !config.BETTER_AUTH_SECRET) {
    throw new Error("Entorno inválido:\n  - BETTER_AUTH_SECRET: obligatorio en producción fuera de localhost");
  }
  return config;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A real deployment: a production build served on a non-local PUBLIC_URL (no demo data, no /dev/mail). */
export function isDeployed(config: Env): boolean {
  return config.NODE_ENV === "production" && !LOCAL_HOSTS.has(new URL(config.PUBLIC_URL).hostname);
}

let cached: Env | undefined;

/** The validated process environment, parsed once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
