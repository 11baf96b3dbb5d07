/** What this browser can do about Web Push: everything, nothing, or nothing until the site is on the home screen (iPhone, iPad). */
export type PushSupport = "supported" | "unsupported" | "homeScreenFirst";

/** How pressing a button of the device section ended. */
export type PushOutcome = "on" | "off" | "denied" | "dismissed" | "pushFailed" | "saveFailed";

/** What the browser says about this page, read without asking anything. */
export type PushEnvironment = {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean;
};

/** The sentence the device section shows (a key under `notificationSettings.device`). */
export type PushMessage = "unsupported" | "homeScreenFirst" | "denied" | "dismissed" | "pushFailed" | "saveFailed" | "active" | "turningOn" | "turningOff";

/** The one button the device section offers, if any. */
export type PushButton = "turnOn" | "turnOff" | "retry" | null;

/** What the section knows: the browser's support and permission, its subscription, what the server lists, and the last press. */
export type PushSituation = {
  support: PushSupport;
  permission: NotificationPermission;
  subscribed: boolean;
  serverKnowsThisDevice: boolean;
  working: "on" | "off" | null;
  outcome: PushOutcome | null;
};

const SUBSCRIBE_TIMEOUT_MS = 20_000;
const SUBSCRIPTIONS_PATH = "/api/push/subscriptions";

/** The bytes of a base64url text (padding optional), as `applicationServerKey` takes them; throws on anything else. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(base64url)) throw new Error("not base64url");
  const bare = base64url.replace(/=+$/, "");
  const base64 = bare.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (bare.length % 4)) % 4);
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Whether Web Push can work here; an Apple phone or tablet outside a home-screen app is told to add the site first. */
export function pushSupport(environment: PushEnvironment): PushSupport {
  if (environment.hasServiceWorker && environment.hasPushManager && environment.hasNotification) return "supported";
  const apple = /iPhone|iPad|iPod/.test(environment.userAgent) || (/Macintosh/.test(environment.userAgent) && environment.maxTouchPoints > 1);
  return apple && !environment.standalone ? "homeScreenFirst" : "unsupported";
}

/** The message and the button for a situation: a press in progress first, then a block, then what the last press ended in, then what the browser says. */
export function pushView(situation: PushSituation): { message: PushMessage | null; button: PushButton } {
  if (situation.support !== "supported") return { message: situation.support, button: null };
  if (situation.working === "on") return { message: "turningOn", button: "turnOn" };
  if (situation.working === "off") return { message: "turningOff", button: "turnOff" };
  if (situation.permission === "denied" || situation.outcome === "denied") return { message: "denied", button: null };
  const active = situation.subscribed && situation.serverKnowsThisDevice;
  if (situation.outcome === "pushFailed" || situation.outcome === "saveFailed") return { message: situation.outcome, button: active ? "turnOff" : "retry" };
  if (active) return { message: "active", button: "turnOff" };
  if (situation.outcome === "dismissed") return { message: "dismissed", button: "turnOn" };
  return { message: null, button: "turnOn" };
}

/** This browser's environment, read without asking for any permission. */
export function browserEnvironment(): PushEnvironment {
  return {
    hasServiceWorker: "serviceWorker" in navigator,
    hasPushManager: "PushManager" in window,
    hasNotification: "Notification" in window,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: window.matchMedia("(display-mode: standalone)").matches || ("standalone" in navigator && navigator.standalone === true),
  };
}

/** This browser's push subscription for the site, if it has one (never registers a worker, never asks for permission). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Rejects when the promise has not settled in time (a worker that never activates, a push service that never answers). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Sends JSON to the subscriptions API of this site; true when the server took it. */
async function sendSubscription(method: "POST" | "DELETE", body: unknown): Promise<boolean> {
  try {
    const response = await fetch(SUBSCRIPTIONS_PATH, {
      method,
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
    return response.ok || (method === "DELETE" && response.status === 404);
  } catch {
    return false;
  }
}

/** Asks for the permission (only now, after a press), subscribes this browser with the site's key and tells the server. */
export async function turnPushOn(publicKey: string): Promise<PushOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "dismissed";
  let subscription: PushSubscription;
  try {
    await navigator.serviceWorker.register("/sw.js");
    const registration = await within(navigator.serviceWorker.ready, SUBSCRIBE_TIMEOUT_MS);
    subscription = await within(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }), SUBSCRIBE_TIMEOUT_MS);
  } catch {
    return "pushFailed";
  }
  return (await sendSubscription("POST", subscription.toJSON())) ? "on" : "saveFailed";
}

/** Tells the server to forget this browser, then ends its subscription (left as it was when the server could not be told). */
export async function turnPushOff(): Promise<PushOutcome> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return "off";
    if (!(await sendSubscription("DELETE", { endpoint: subscription.endpoint }))) return "saveFailed";
    await subscription.unsubscribe();
    return "off";
  } catch {
    return "saveFailed";
  }
}
