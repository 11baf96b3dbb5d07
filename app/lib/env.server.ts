import { z } from "zod";
import { DEFAULT_SITE_PARAMS } from "./i18n/site-defaults";

const optionalMatch = (pattern: RegExp, message: string) =>
  z
    .string()
    .regex(pattern, message)
    .optional()
    .or(z.literal("").transform(() => undefined));

const PORT_MESSAGE = "PORT debe ser un número de puerto";
const LIVE_STREAMS_MESSAGE = "LIVE_STREAMS_PER_ACCOUNT es la cantidad máxima de transmisiones en vivo de una cuenta en una instancia (1 o más)";

/** A whole number of milliseconds between `min` and `max`, with its default. */
const milliseconds = (name: string, fallback: number, min: number, max: number) => {
  const message = `${name} es un tiempo en milisegundos entre ${min} y ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);
};

/** A yes/no switch: 1, true or yes turn it on; empty, 0, false or no leave it off. */
const flag = (name: string) =>
  z
    .enum(["", "0", "1", "false", "true", "no", "yes"], { error: `${name} es 1 (sí) o 0 (no)` })
    .default("")
    .transform((value) => value === "1" || value === "true" || value === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_ENV: z.enum(["local", "production"], { error: "APP_ENV debe ser local o production" }).optional(),
  HOST: z.string().trim().min(1).optional(),
  ALLOW_LOCAL_MODE_ON_NETWORK: flag("ALLOW_LOCAL_MODE_ON_NETWORK"),
  PORT: z.coerce.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(1, PORT_MESSAGE).max(65535, PORT_MESSAGE).default(3000),
  DATABASE_URL: optionalMatch(/^postgres(ql)?:\/\//, "DATABASE_URL debe ser una URL postgres://"),
  DATA_DIR: z.string().min(1).default("./data"),
  SMTP_URL: optionalMatch(/^smtps?:\/\//, "SMTP_URL debe ser una URL smtp:// o smtps://"),
  PUBLIC_URL: z.url("PUBLIC_URL debe ser una URL").optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET necesita al menos 32 caracteres").optional(),
  MAIL_FROM: z.string().default("RedAV <no-reply@redav.lat>"),
  VAPID_PUBLIC_KEY: optionalMatch(/^[A-Za-z0-9_-]{87}$/, "VAPID_PUBLIC_KEY es una clave pública P-256 en base64url (87 caracteres)"),
  VAPID_PRIVATE_KEY: optionalMatch(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY es una clave privada P-256 en base64url (43 caracteres)"),
  TRUST_PROXY: z.coerce.number({ error: "TRUST_PROXY es la cantidad de proxies de confianza (0, 1, 2…)" }).int().min(0).max(10).default(0),
  SITE_NAME: z
    .string()
    .trim()
    .regex(/^[^\p{Cc}]{1,60}$/u, "SITE_NAME es el nombre de la red: de 1 a 60 caracteres, en una línea")
    .default(DEFAULT_SITE_PARAMS.siteName),
  CONTACT_EMAIL: z.email("CONTACT_EMAIL debe ser una dirección de correo").default(DEFAULT_SITE_PARAMS.contactEmail),
  POSTAL_ADDRESS: z
    .string()
    .trim()
    .regex(/^[^\p{Cc}]{1,200}$/u, "POSTAL_ADDRESS es la dirección postal de la red: de 1 a 200 caracteres, en una línea")
    .default(DEFAULT_SITE_PARAMS.postalAddress),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  OPERATOR_TOKEN: z
    .string()
    .min(32, "OPERATOR_TOKEN necesita al menos 32 caracteres")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  HEADERS_TIMEOUT_MS: milliseconds("HEADERS_TIMEOUT_MS", 10_000, 100, 300_000),
  REQUEST_TIMEOUT_MS: milliseconds("REQUEST_TIMEOUT_MS", 120_000, 100, 3_600_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds("KEEP_ALIVE_TIMEOUT_MS", 65_000, 100, 600_000),
  MAX_CONNECTIONS: z.coerce
    .number({ error: "MAX_CONNECTIONS es la cantidad máxima de conexiones abiertas (1 o más)" })
    .int("MAX_CONNECTIONS es la cantidad máxima de conexiones abiertas (1 o más)")
    .min(1, "MAX_CONNECTIONS es la cantidad máxima de conexiones abiertas (1 o más)")
    .default(5_000),
  LIVE_STREAMS_PER_ACCOUNT: z.coerce.number({ error: LIVE_STREAMS_MESSAGE }).int(LIVE_STREAMS_MESSAGE).min(1, LIVE_STREAMS_MESSAGE).default(10),
});

/** Every variable the app reads from its environment (.env.example documents each one). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, "PUBLIC_URL" | "APP_ENV"> & { PUBLIC_URL: string; APP_ENV: "local" | "production" };

/** An environment the app refuses to start with; its message is one line, for the person starting it. */
export class InvalidEnvironment extends Error {
  override name = "InvalidEnvironment";
}

/** Whether a listen address is this machine's loopback (127.0.0.0/8, ::1 or the name localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return bare === "localhost" || bare === "::1" || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

/** The refusal of local mode on a non-loopback address, in Spanish and English on one line. */
function localModeOnNetwork(host: string): string {
  return (
    `HOST=${host} no es loopback: el modo local (datos de demostración con contraseñas conocidas, /dev/mail) solo escucha en 127.0.0.1; ` +
    "en un servidor usa npm run start:production, o define ALLOW_LOCAL_MODE_ON_NETWORK=1 para exponer la demostración a sabiendas / " +
    `HOST=${host} is not loopback: local mode (demo data with known passwords, /dev/mail) listens on 127.0.0.1 only; ` +
    "on a server use npm run start:production, or set ALLOW_LOCAL_MODE_ON_NETWORK=1 to expose the demo on purpose"
  );
}

/**
 * Parses an environment; throws one InvalidEnvironment whose one-line message names every invalid
 * variable. APP_ENV defaults to production when NODE_ENV is production (so a deployment is safe by
 * default); `npm start` sets APP_ENV=local for a newcomer's machine. A production app needs
 * PUBLIC_URL and BETTER_AUTH_SECRET; local mode listens on the loopback only unless
 * ALLOW_LOCAL_MODE_ON_NETWORK says otherwise.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new InvalidEnvironment(`Entorno inválido: ${problems.join("; ")}`);
  }
  const parsed = result.data;
  const appEnv = parsed.APP_ENV ?? (parsed.NODE_ENV === "production" ? "production" : "local");
  const problems: string[] = [];
  if (appEnv === "production" && !parsed.PUBLIC_URL) problems.push("PUBLIC_URL: obligatorio en producción");
  if (appEnv === "production" && !parsed.BETTER_AUTH_SECRET) problems.push("BETTER_AUTH_SECRET: obligatorio en producción");
  if (Boolean(parsed.VAPID_PUBLIC_KEY) !== Boolean(parsed.VAPID_PRIVATE_KEY))
    problems.push("VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY: se definen las dos o ninguna");
  if (parsed.HEADERS_TIMEOUT_MS > parsed.REQUEST_TIMEOUT_MS) problems.push("HEADERS_TIMEOUT_MS: no puede superar REQUEST_TIMEOUT_MS");
  if (problems.length) throw new InvalidEnvironment(`Entorno inválido: ${problems.join("; ")}`);
  if (appEnv === "local" && parsed.HOST && !isLoopbackHost(parsed.HOST) && !parsed.ALLOW_LOCAL_MODE_ON_NETWORK) {
    throw new InvalidEnvironment(localModeOnNetwork(parsed.HOST));
  }
  return { ...parsed, APP_ENV: appEnv, PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, "") };
}

/** The lines the server prints at every start about a risky configuration (local mode open to the network). */
export function startupWarnings(config: Env): string[] {
  if (config.APP_ENV !== "local" || !config.HOST || isLoopbackHost(config.HOST)) return [];
  return [
    `ATENCIÓN: modo local abierto a la red en HOST=${config.HOST} (ALLOW_LOCAL_MODE_ON_NETWORK): las cuentas de demostración y /dev/mail quedan al alcance de cualquiera; no es una instalación de producción / ` +
      `WARNING: local mode open to the network on HOST=${config.HOST} (ALLOW_LOCAL_MODE_ON_NETWORK): the demo accounts and /dev/mail are reachable by anyone; this is not a production install`,
  ];
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
