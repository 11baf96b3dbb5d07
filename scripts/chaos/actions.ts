// One action of the load, performed over HTTP as a signed-in member would, and what its answer means.
import type { Instance } from "./instances";
import type { Member, World } from "./world";

export type ActionKind = "message" | "follow" | "broadcast";
/** accepted: the app said it was done. refused: it said no, or nothing reached it. uncertain: the answer was lost (it may have been done). */
export type Outcome = "accepted" | "refused" | "uncertain";

export type Attempt = {
  kind: ActionKind;
  /** What finds the change in the database: the message's subject or the notice's title, or `follower:followed` for a follow. */
  marker: string;
  phase: string;
  through: string;
  recipientIds: string[];
  startedAt: number;
  endedAt: number;
  outcome: Outcome;
  status: number;
  detail: string;
};

export type Action = { kind: ActionKind; marker: string; actor: Member; recipients: Member[]; path: string; form: Record<string, string>; json: boolean };

const TIMEOUT_MS = 8_000;

/** A private message from a company to a watched member (companies may write first, to up to 100 people a day). */
export function messageAction(marker: string, sender: Member, recipient: Member): Action {
  const form = { intent: "send", recipientId: recipient.id, subject: marker, content: `Prueba de fallos ${marker}` };
  return { kind: "message", marker, actor: sender, recipients: [recipient], path: "/messages.data", form, json: false };
}

/** A follow of a watched member (its notification is batched with others for the same member). */
export function followAction(follower: Member, followed: Member): Action {
  const form = { intent: "follow", userId: followed.id };
  return { kind: "follow", marker: `${follower.id}:${followed.id}`, actor: follower, recipients: [followed], path: "/api/follows", form, json: true };
}

/** The admin's notice to a list of watched members. */
export function broadcastAction(marker: string, admin: Member, recipients: Member[]): Action {
  const form = { audience: "list", emails: recipients.map((member) => member.email).join(", "), title: marker, message: "Prueba de fallos" };
  return { kind: "broadcast", marker, actor: admin, recipients, path: "/admin/notifications.data", form, json: false };
}

/** Whether a 2xx answer says the work was done (a route's data answer carries `"ok",false` when it was refused). */
function done(action: Action, body: string): boolean {
  if (action.kind === "follow") return /"following":\s*true/.test(body);
  if (action.kind === "broadcast") return body.includes('"ok",true');
  return body.includes('"redirect"') && !body.includes('"ok",false');
}

/** The error code under a failed fetch (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET…), or its name. */
function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as Error).name ?? "error";
}

/** Performs an action through an instance (same-origin POST with the member's session) and classifies the answer. */
export async function perform(world: World, instance: Instance, action: Action, phase: string): Promise<Attempt> {
  const startedAt = Date.now();
  const attempt = {
    kind: action.kind,
    marker: action.marker,
    phase,
    through: instance.name,
    recipientIds: action.recipients.map((member) => member.id),
    startedAt,
  };
  try {
    const response = await fetch(`${instance.url}${action.path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: world.origin,
        cookie: action.actor.cookie,
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": action.actor.address,
        ...(action.json ? { accept: "application/json" } : {}),
      },
      body: new URLSearchParams(action.form),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await response.text();
    const accepted = response.status >= 200 && response.status < 300 && done(action, body);
    return { ...attempt, endedAt: Date.now(), outcome: accepted ? "accepted" : "refused", status: response.status, detail: accepted ? "" : body.slice(0, 160) };
  } catch (error) {
    const code = errorCode(error);
    // Refused connections never reached the app; any other failure may have been done before the answer was lost.
    return { ...attempt, endedAt: Date.now(), outcome: code === "ECONNREFUSED" ? "refused" : "uncertain", status: 0, detail: code };
  }
}
