import webpush from "web-push";
import { env, isDeployed } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { isAllowedPushEndpoint } from "./push-endpoint.server";
import { vapidKeys, vapidSubject } from "./vapid-keys.server";

/** A device's subscription as the browser gave it: where to post and the keys to encrypt for (RFC 8291). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * What became of one send: `sent` (2xx), `gone` (404/410: the subscription no longer exists), `retry`
 * (429, 5xx, no answer: try again later) or `refused` (any other answer: trying again would not help).
 */
export type PushOutcome = { outcome: "sent" | "gone" | "retry" | "refused"; status: number | null };

export type PushSendOptions = { ttlSeconds: number; urgency: "normal" | "high" };

/** How long a push service may take to answer before the send counts as not delivered. */
const SEND_TIMEOUT_MS = 10_000;

function outcomeOf(status: number): PushOutcome["outcome"] {
  if (status >= 200 && status < 300) return "sent";
  if (status === 404 || status === 410) return "gone";
  if (status === 429 || status >= 500) return "retry";
  return "refused";
}

/**
 * Encrypts `payload` for the device (aes128gcm, RFC 8291) with web-push, signs the request with the
 * server's VAPID key (RFC 8292, audience the endpoint's origin) and posts it to the push service, never
 * following a redirect nor sending to an endpoint the SSRF guard refuses; says what became of it, never throws.
 */
export async function sendPush(target: PushTarget, payload: string, options: PushSendOptions): Promise<PushOutcome> {
  if (!isAllowedPushEndpoint(target.endpoint, isDeployed(env()))) return { outcome: "refused", status: null };
  let request: webpush.RequestDetails;
  try {
    const keys = vapidKeys();
    request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: options.ttlSeconds,
      urgency: options.urgency,
    });
  } catch (error) {
    logger.warn({ err: error }, "push request could not be prepared");
    return { outcome: "refused", status: null };
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (name.toLowerCase() !== "content-length") headers.set(name, String(value));
  try {
    const response = await fetch(target.endpoint, {
      method: "POST",
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: "manual",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { outcome: outcomeOf(response.status), status: response.status };
  } catch (error) {
    logger.warn({ err: error }, "push service did not answer");
    return { outcome: "retry", status: null };
  }
}
