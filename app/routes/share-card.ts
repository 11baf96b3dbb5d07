import { CARD_KINDS, type CardKind, shareCardOf, shareCardPath, siteShareCard } from "~/features/share-cards/cards.server";
import { requestContext } from "~/lib/context.server";
import { asLocale, type Locale } from "~/lib/i18n/locales";
import { cardImage, cardVersion } from "~/lib/share-card/render.server";
import type { Route } from "./+types/share-card";

const NOT_FOUND = () => new Response("No encontrado", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

const FILE = /^(es|en|pt)(?:-([A-Za-z0-9_-]{16}))?\.jpg$/;

function jpeg(bytes: Buffer, cacheControl: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(bytes.length),
      "Cache-Control": cacheControl,
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

/**
 * `/share-cards/{kind}/{key}/{locale}-{version}.jpg`: a page's 1200×630 JPEG share card (decision
 * 046), for anyone while a visitor gets the page. The version is a hash of what the card shows: the
 * current one is answered as immutable; an old one is sent on to the current card; one that never
 * was, or a page a visitor does not get, is 404. `/share-cards/site/{locale}.jpg` is the site's card.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const file = FILE.exec(params.file);
  const locale = asLocale(file?.[1]) as Locale | undefined;
  if (!file || !locale) return NOT_FOUND();
  if (params.kind === "site" && params.key === undefined && !file[2]) return jpeg(await cardImage(ctx.db, siteShareCard(locale)), "public, max-age=86400");
  if (!(CARD_KINDS as readonly string[]).includes(params.kind) || params.key === undefined || !file[2]) return NOT_FOUND();
  const kind = params.kind as CardKind;
  const card = await shareCardOf(ctx, kind, params.key, locale);
  if (!card) return NOT_FOUND();
  if (cardVersion(card) !== file[2])
    return new Response(null, { status: 302, headers: { Location: shareCardPath(kind, params.key, locale, card), "Cache-Control": "public, max-age=300" } });
  return jpeg(await cardImage(ctx.db, card), "public, max-age=31536000, immutable");
}
