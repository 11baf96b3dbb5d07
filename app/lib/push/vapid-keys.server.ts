import webpush from "web-push";
import type { DatabaseHandle } from "~/db/client.server";
import { env } from "~/lib/env.server";
import { keptSecret } from "~/lib/generated-secret.server";

/** The server's VAPID key pair (RFC 8292), both base64url: the public key is the browsers' `applicationServerKey`. */
export type VapidKeys = { publicKey: string; privateKey: string };

let loaded: VapidKeys | undefined;

function generatedKeys(): string {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return JSON.stringify({ publicKey, privateKey });
}

function parsedKeys(value: string): VapidKeys {
  const parsed = JSON.parse(value) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== "string" || typeof parsed.privateKey !== "string") throw new Error("Las claves VAPID guardadas no son válidas");
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/**
 * Decides the VAPID keys once at start-up: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise
 * a pair generated on the first start and kept like the session secret (the shared database on
 * PostgreSQL, a file under DATA_DIR on PGlite, memory for an in-memory database), also in production:
 * a new pair would silently end every device's subscription.
 */
export async function loadVapidKeys(handle: DatabaseHandle): Promise<VapidKeys> {
  const config = env();
  loaded =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : parsedKeys(await keptSecret(handle, config.DATA_DIR, { name: "vapid", file: "vapid-keys.json", generate: generatedKeys }));
  return loaded;
}

/** The key pair loadVapidKeys decided; throws when it has not run. */
export function vapidKeys(): VapidKeys {
  if (!loaded) throw new Error("Las claves VAPID no están cargadas");
  return loaded;
}

/** The VAPID public key (base64url, an uncompressed P-256 point) a browser subscribes with as `applicationServerKey`. */
export function pushPublicKey(): string {
  return vapidKeys().publicKey;
}

/** Who push services may contact about our sends (RFC 8292 `sub`): the mail sender's address, else the site when it is https, else the contact address. */
export function vapidSubject(): string {
  const config = env();
  const address = /<([^<>\s]+@[^<>\s]+)>|^\s*([^<>\s]+@[^<>\s]+)\s*$/.exec(config.MAIL_FROM);
  const sender = address?.[1] ?? address?.[2];
  if (sender) return `mailto:${sender}`;
  if (config.PUBLIC_URL.startsWith("https://")) return config.PUBLIC_URL;
  return `mailto:${config.CONTACT_EMAIL}`;
}
