import type { Ctx } from "~/lib/context.server";

/** STUB (issue 38 in progress): replaced by the helper that builds this section. */
export async function kitForEditor(_ctx: Ctx) {
  return {};
}
