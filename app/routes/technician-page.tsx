import { lazy, Suspense } from "react";
import { redirect, useLocation, useRevalidator } from "react-router";
import { Link } from "~/components/ui/link";
import { UpcomingRuns } from "~/features/availability/components/upcoming-runs";
import { bookingsPolicy } from "~/features/bookings/policy";
import { bookingRequestPath } from "~/features/bookings/public";
import { FollowButton } from "~/features/follows/components/follow-button";
import { isFollowing } from "~/features/follows/follows.server";
import { composerState } from "~/features/messages/composer.server";
import { type ContactOption, MessageLink, messagesPathFor } from "~/features/messages/public";
import { recruitingPolicy } from "~/features/recruiting/public";
import { talentCardExtras } from "~/features/recruiting/public.server";
import { technicianShareImage } from "~/features/share-cards/cards.server";
import { AbsentPreview, SignInPrompt, TechnicianPageContent, VisitorActions } from "~/features/technician-pages/components/page-view";
import { PART_FRAME } from "~/features/technician-pages/components/part-frame";
import { technicianPageSchema } from "~/features/technician-pages/page-schema";
import { technicianPage } from "~/features/technician-pages/technician-page.server";
import { requestContext } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { siteParams } from "~/lib/i18n/site-params";
import { pageMeta } from "~/lib/meta";
import { loaderAnswer } from "~/lib/route-answer.server";
import { countryLabel } from "~/lib/vocabulary/countries";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/technician-page";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["portfolio"], scriptless: true };

const NOINDEX = { name: "robots", content: "noindex" };

/**
 * A company's view carries its private note on the technician (issue 41): its answer (the page and its
 * `.data`) is never stored by any cache, so nobody else can be served it; a visitor's cached page is unchanged.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context }, next) => {
    const response = await next();
    const { actor } = context.get(requestContext);
    const redirecting = response.status >= 300 && response.status < 400;
    if (actor && recruitingPolicy.can(actor, "recruit") && !redirecting) response.headers.set("Cache-Control", "private, no-store");
    return response;
  },
];

// A company's own note and lists (issue 41): loaded only when a company looks, so a visitor's page never carries the module.
const CompanyTalentTools = lazy(() => import("~/features/recruiting/components/company-talent-tools"));

/**
 * Title, description, canonical address, Open Graph (a profile, with the page's share card) and the
 * ProfilePage JSON-LD; members-only pages, the sign-in prompt and every owner's or admin's view are never indexed.
 */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string; locale?: string } | undefined;
  if (!loaderData) return [{ title: siteParams().siteName }, NOINDEX];
  const { head } = loaderData;
  const tags = pageMeta({
    title: head.title,
    description: head.description,
    origin: root?.origin ?? "",
    path: `/tecnicos/${head.handle}`,
    locale: root?.locale,
    image: head.shareImage,
  }).map((tag) => ("property" in tag && tag.property === "og:type" ? { property: "og:type", content: "profile" } : tag));
  if (!head.indexable) tags.push(NOINDEX);
  if (head.schema) tags.push({ "script:ld+json": head.schema });
  return tags;
}

/**
 * `/tecnicos/{handle}` (issue 38): a technician's page as this viewer may see it, page-cached for
 * visitors (public pages and members-only prompts alike); `?vista=visitante` is its owner's preview as a visitor.
 * A former or capitalised address answers 301 to the current one, keeping the query string.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const url = new URL(request.url);
    const answer = await technicianPage(ctx, params.handle, { asVisitor: url.searchParams.get("vista") === "visitante" });
    if (answer.kind === "redirect") throw redirect(`${answer.to}${url.search}`, 301);
    const { t } = serverI18n(ctx.locale);
    if (answer.kind !== "page") {
      const head = { handle: answer.handle, title: t("portfolio:page.membersOnly.metaTitle"), description: t("portfolio:page.membersOnly.body") };
      return { answer, head: { ...head, indexable: false, shareImage: null, schema: null }, member: null };
    }
    const { page } = answer;
    const viewer = ctx.actor && ctx.actor.id !== page.userId && answer.banner?.kind !== "preview" ? ctx.actor : null;
    // An admin may be looking at a page a visitor does not get (a suspended member's): it has no card then.
    const shareImage = answer.banner?.kind === "admin" ? null : technicianShareImage(ctx, page);
    const [following, composer] = await Promise.all([viewer ? isFollowing(ctx, page.userId) : false, viewer ? composerState(ctx, page.userId) : null]);
    const contact: ContactOption | null = composer
      ? composer.allowed
        ? { allowed: true }
        : { allowed: false, reason: composer.reason, blockedByMe: composer.blockedByMe }
      : null;
    const place = [page.city, countryLabel(t, ctx.locale, page.country)].filter(Boolean).join(", ");
    const summary = [page.jobTitles.join(", "), place].filter(Boolean).join(" · ");
    const head = {
      handle: page.handle,
      title: page.jobTitles.length ? `${page.name} · ${page.jobTitles[0]}` : page.name,
      description: (page.headline ?? page.bio?.slice(0, 200) ?? summary) || t("portfolio:page.description", { name: page.name }),
      indexable: answer.indexable,
      shareImage,
      schema: technicianPageSchema(page, new URL(env().PUBLIC_URL).origin),
    };
    // A company may ask the technician for dates (issue 39), next to 'Contactar'.
    const booking =
      viewer && bookingsPolicy.can(viewer, "requestBookings")
        ? { href: bookingRequestPath({ technicianId: page.userId, source: "page" }), label: t("bookings:request.entry.ask") }
        : null;
    // A company's private note and lists (issue 41) are read only for a company, and that answer is never cached anywhere.
    const talent = viewer && recruitingPolicy.can(viewer, "recruit") ? await talentCardExtras(ctx, [page.userId]) : null;
    return { answer, head, member: viewer && contact ? { following, contact, messagesPath: messagesPathFor(viewer), booking, talent } : null };
  });
}

/** On client navigations, the page's translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["portfolio"], serverLoader);
}

export default function TechnicianPage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const { t, i18n } = useTranslation("portfolio");
  const { answer, member } = loaderData;
  if (answer.kind === "sign-in") return <SignInPrompt handle={answer.handle} banner={answer.banner} />;
  if (answer.kind === "absent") return <AbsentPreview handle={answer.handle} banner={answer.banner} />;
  const { page, banner } = answer;
  const own = banner?.kind === "owner";
  const actions = own ? null : member ? (
    <>
      <FollowButton
        key={page.userId}
        userId={page.userId}
        name={page.name}
        following={member.following}
        redirectTo={pathname}
        onChange={() => revalidator.revalidate()}
      />
      <MessageLink counterpartId={page.userId} name={page.name} messagesPath={member.messagesPath} option={member.contact} />
      {member.booking ? (
        <Link to={member.booking.href} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {member.booking.label}
        </Link>
      ) : null}
      {member.talent ? (
        <Suspense fallback={null}>
          <CompanyTalentTools technicianId={page.userId} extras={member.talent} source="page" returnTo={pathname} />
        </Suspense>
      ) : null}
    </>
  ) : (
    <VisitorActions handle={page.handle} />
  );
  return (
    <TechnicianPageContent
      page={page}
      banner={banner}
      actions={actions}
      availability={
        page.availability ? (
          <UpcomingRuns
            ranges={page.availability}
            locale={i18n.language as Locale}
            className={PART_FRAME}
            texts={{
              heading: t("page.availability.heading"),
              empty: t("page.availability.empty"),
              status: {
                available: t("page.availability.status.available"),
                tentative: t("page.availability.status.tentative"),
                busy: t("page.availability.status.busy"),
              },
            }}
          />
        ) : null
      }
    />
  );
}
