import { agendaFeed, eventIcs, typeFeed } from "~/features/events/feeds.server";
import { type Ctx, requestContext } from "~/lib/context.server";
import { errorMessage } from "~/lib/error-answer.server";
import { isAppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { serverSiteParams } from "~/lib/i18n/site-params.server";
import type { Route } from "./+types/calendar-ics";

/** A calendar file's answer (text/calendar, not cached by shared caches); an expected refusal is its status with the message as text. */
async function icsAnswer(ctx: Ctx, work: () => Promise<{ body: string; fileName: string }>, cache: string): Promise<Response> {
  try {
    const file = await work();
    return new Response(file.body, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": cache,
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(errorMessage(error, ctx.locale), {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}

/**
 * Calendar files (RFC 5545): /calendar/{slug}/ics (one event), /calendar/agenda/{token} ('Mi agenda',
 * private by its secret address) and /calendar/feeds/{type} (public, per kind of event or 'todos').
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const origin = new URL(request.url).origin;
  const { t } = serverI18n(ctx.locale);
  if (params.token)
    return icsAnswer(ctx, async () => ({ body: await agendaFeed(ctx, params.token ?? "", origin), fileName: "mi-agenda-redav.ics" }), "private, no-store");
  if (params.type) {
    const type = params.type;
    const name = `${serverSiteParams().siteName}: ${type === "todos" ? t("events:calendar.feedAll") : t(`events:types.${type}`, { defaultValue: type })}`;
    return icsAnswer(ctx, async () => ({ body: await typeFeed(ctx, type, origin, name), fileName: `redav-${type}.ics` }), "public, max-age=300");
  }
  return icsAnswer(ctx, () => eventIcs(ctx, params.slug ?? "", origin), "public, max-age=300");
}
