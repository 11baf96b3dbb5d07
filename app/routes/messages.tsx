import { useEffect } from "react";
import { redirect, useActionData, useLocation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { showToast } from "~/components/ui/toast";
import { bookingsPolicy } from "~/features/bookings/policy";
import { bookingRequestPath } from "~/features/bookings/public";
import { ConversationList } from "~/features/messages/components/conversation-list";
import { MessageBox } from "~/features/messages/components/message-box";
import { MessageTabs } from "~/features/messages/components/message-tabs";
import { NewMessage } from "~/features/messages/components/new-message";
import { ThreadView } from "~/features/messages/components/thread-view";
import { messageAction } from "~/features/messages/message-action.server";
import { messagesQuery, messagesScreen } from "~/features/messages/messages-screen.server";
import { unreadMessagesCounted } from "~/features/messages/unread-store";
import { useRevalidateOnLive } from "~/features/notifications/public";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { pagePath } from "~/lib/page-path";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/messages";

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:messages.title"), description: t("members:messages.lead") }));
}

/**
 * /messages and /company/messages: the list the URL asks for, the open conversation (marked read) and a
 * new message's recipient search; in a company's conversation with a member it may write to, 'Pedir reserva' (issue 39).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const screen = await messagesScreen(ctx, messagesQuery(new URL(request.url)));
    const open = screen.open;
    const askable = open?.thread.counterpart.kind === "individual" && open.composer.allowed && bookingsPolicy.can(ctx.actor, "requestBookings");
    const booking = askable
      ? {
          href: bookingRequestPath({ technicianId: open.thread.counterpart.id, source: "conversation" }),
          label: serverI18n(ctx.locale).t("bookings:request.entry.ask"),
        }
      : null;
    return { ...screen, booking };
  });
}

/** On client navigations, the members' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

/** Sends (then shows the conversation) or deletes one message on the user's side. */
export function action({ request, context }: Route.ActionArgs) {
  // A script's submission arrives at `{path}.data`; the conversation is shown at the page's own path.
  const path = pagePath(new URL(request.url));
  return actionAnswer(request, context, async (ctx, values, form) => {
    const done = await messageAction(ctx, values, form);
    if (done.intent === "send") return redirect(`${path}?con=${encodeURIComponent(done.recipientId)}#ultimo`, 303);
    return done;
  });
}

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  const done = useActionData<typeof action>();
  const { view, list, open, newMessage, booking } = loaderData;
  const basePath = useLocation().pathname;
  // A live new-message notification shows the message in the open conversation and moves the lists.
  useRevalidateOnLive("message");

  // Every load (a revalidation after a live message too) brings the server's count, even when it did not change.
  useEffect(() => unreadMessagesCounted(loaderData.unread), [loaderData]);
  useEffect(() => {
    if (done?.ok === true && done.intent === "delete") showToast(t("messages.deleted"));
  }, [done, t]);

  const failure = done?.ok === false ? done : null;
  const linkTo = (params: Record<string, string>) => {
    const query = new URLSearchParams(params).toString();
    return query ? `${basePath}?${query}` : basePath;
  };
  const listHidden = open || newMessage ? "hidden md:block" : "";

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold">{t("messages.title")}</h1>
          <p className="mt-1 text-slate-700">{t("messages.lead")}</p>
        </div>
        <Link to={linkTo({ nuevo: "1" })} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("messages.new")}
        </Link>
      </div>
      {failure && !open ? (
        <div className="mt-4">
          <Alert tone="error">{failure.error}</Alert>
        </div>
      ) : null}
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <section aria-labelledby="lista-mensajes" className={listHidden}>
          <h2 id="lista-mensajes" className="sr-only">
            {t(`messages.views.${view}`)}
          </h2>
          <MessageTabs view={view} linkTo={linkTo} />
          {list.kind === "conversations" ? (
            <ConversationList page={list.page} activeId={open?.thread.counterpart.id ?? null} linkTo={linkTo} />
          ) : (
            <MessageBox box={list.kind} page={list.page} linkTo={linkTo} view={view} />
          )}
        </section>
        <div>
          {open ? (
            <ThreadView
              key={open.thread.counterpart.id}
              thread={open.thread}
              composer={open.composer}
              suggestedSubject={open.suggestedSubject}
              backTo={linkTo(view === "conversaciones" ? {} : { vista: view })}
              olderLink={open.thread.olderThan ? linkTo({ con: open.thread.counterpart.id, antes: String(open.thread.olderThan) }) : null}
              failure={failure}
              profileLink={`/profile/${encodeURIComponent(open.thread.counterpart.id)}`}
              actions={
                booking ? (
                  <Link to={booking.href} className="text-sm font-semibold text-brand-700 underline">
                    {booking.label}
                  </Link>
                ) : null
              }
            />
          ) : newMessage ? (
            <NewMessage {...newMessage} basePath={basePath} backTo={basePath} />
          ) : (
            <p className="hidden rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700 md:block">{t("messages.pick")}</p>
          )}
        </div>
      </div>
    </div>
  );
}
