import type { Ctx } from "~/lib/context.server";

/** STUB (issue 38 in progress): replaced by the helper that builds this section. */
export async function kitForEditor(_ctx: Ctx) {
  return {};
}

/** STUB (issue 38 in progress): what the public page shows of this part, for the page's owner `userId`. */
export async function kitOnPage(_ctx: Ctx, _userId: string) {
  return [] as unknown[];
}
