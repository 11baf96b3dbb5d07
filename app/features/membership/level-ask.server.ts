import type { Ctx } from "~/lib/context.server";
import type { LevelAsk } from "./components/level-request-panel";
import { myLevelRequest } from "./level-requests.server";
import { heldLevel, membershipPolicy } from "./policy";

/** What /membership offers the viewer for asking a level (a visitor or a company gets the explanation; an individual the form or their request's state). */
export async function levelAsk(ctx: Ctx): Promise<LevelAsk> {
  const actor = ctx.actor;
  if (!actor) return { kind: "visitor" };
  if (!membershipPolicy.can(actor, "askForLevel")) return { kind: "company" };
  return {
    kind: "individual",
    level: heldLevel(actor),
    askable: (["silver", "gold"] as const).filter((level) => membershipPolicy.can(actor, "askForThisLevel", level)),
    request: await myLevelRequest(ctx),
  };
}
