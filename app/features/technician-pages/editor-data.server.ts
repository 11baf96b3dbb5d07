import type { Ctx } from "~/lib/context.server";
import { creditsForEditor } from "./credits.server";
import { kitForEditor } from "./kit.server";
import { mediaForEditor } from "./media.server";
import { pageSettingsForEditor } from "./page-settings.server";

/** What the profile editor's 'Tu página pública' sections show to the signed-in technician: each section's own data. */
export async function publicPageEditorData(ctx: Ctx) {
  const [settings, credits, media, kit] = await Promise.all([pageSettingsForEditor(ctx), creditsForEditor(ctx), mediaForEditor(ctx), kitForEditor(ctx)]);
  return { settings, credits, media, kit };
}

export type PublicPageEditorData = Awaited<ReturnType<typeof publicPageEditorData>>;
