import { type ReactNode, useEffect, useRef } from "react";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { LocalTime } from "~/components/ui/local-time";
import { BlockButton, ReportButton } from "~/features/moderation/public";
import { useTranslation } from "~/lib/i18n/react";
import type { ComposerState } from "../composer.server";
import type { Thread } from "../conversations.server";
import { replySubject } from "../reply-subject";
import { Composer, type ComposerFailure } from "./composer";
import { CounterpartAvatar } from "./counterpart-avatar";
import { DeleteMessageButton } from "./delete-message-button";
import { MessageFileList } from "./message-file-list";

/** One conversation: who it is with, both sides' messages (newest at the bottom, older on demand), each deletable, and the composer. */
export function ThreadView({
  thread,
  composer,
  suggestedSubject,
  backTo,
  olderLink,
  failure,
  profileLink,
  actions,
}: {
  thread: Thread;
  composer: ComposerState;
  /** The subject the link that opened the conversation suggests; otherwise a reply to the last message's. */
  suggestedSubject: string;
  backTo: string;
  olderLink: string | null;
  failure: ComposerFailure;
  profileLink: string;
  /** What else the viewer may do with this person, from the page (a company's 'Pedir reserva'). */
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation("members");
  const { counterpart, messages } = thread;
  const bottom = useRef<HTMLLIElement>(null);
  const newest = messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (newest) bottom.current?.scrollIntoView({ block: "nearest" });
  }, [newest]);
  const lastSubject = messages.at(-1)?.subject ?? "";
  // The website form is not a person, and a former member is gone: no profile to open, nobody to block or report.
  const person = counterpart.kind !== "websiteForm" && counterpart.kind !== "formerMember";
  return (
    <section aria-labelledby="conversacion-titulo" className="flex flex-col rounded-lg border border-slate-200 bg-white">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 p-3">
        <Link to={backTo} className="rounded p-1 text-slate-700 hover:bg-slate-100 md:hidden" aria-label={t("messages.back")}>
          <Icon name="arrow-left" aria-hidden="true" className="h-5 w-5" />
        </Link>
        <CounterpartAvatar counterpart={counterpart} />
        <div className="min-w-0 flex-1">
          <h2 id="conversacion-titulo" className="truncate text-lg font-bold">
            {counterpart.name}
          </h2>
          {person ? (
            <Link to={profileLink} className="text-sm text-brand-700 underline">
              {t("messages.viewProfile")}
            </Link>
          ) : null}
          {person && actions ? <div className="mt-1">{actions}</div> : null}
        </div>
        {person ? (
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto sm:justify-end">
            <BlockButton userId={counterpart.id} name={counterpart.name} blocked={composer.blockedByMe} />
            <ReportButton kind="profile" targetId={counterpart.id} name={counterpart.name} />
          </div>
        ) : null}
      </header>
      {olderLink ? (
        <div className="border-b border-slate-100 p-2 text-center">
          <Link to={olderLink} className="text-sm text-brand-700 underline">
            {t("messages.older")}
          </Link>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className="p-6 text-center text-slate-700">
          {t(composer.allowed ? "messages.emptyThread" : "messages.emptyThreadClosed", { name: counterpart.name })}
        </p>
      ) : (
        <ol className="max-h-[60dvh] space-y-3 overflow-y-auto p-4" aria-label={t("messages.threadLabel", { name: counterpart.name })}>
          {messages.map((message, index) => (
            <li
              key={message.id}
              ref={index === messages.length - 1 ? bottom : undefined}
              id={index === messages.length - 1 ? "ultimo" : undefined}
              data-testid="thread-message"
              className={`flex ${message.fromMe ? "justify-end" : "justify-start"}`}
            >
              <div className={`max-w-[85%] rounded-lg px-3 py-2 ${message.fromMe ? "bg-brand-600 text-white" : "bg-slate-100 text-ink"}`}>
                <p className="sr-only">{message.fromMe ? t("messages.you") : counterpart.name}:</p>
                {index === 0 || messages[index - 1].subject !== message.subject ? <p className="text-sm font-semibold">{message.subject}</p> : null}
                <p className="whitespace-pre-wrap break-words">{message.content}</p>
                <MessageFileList files={message.files} onDark={message.fromMe} />
                <div className={`mt-1 flex items-center justify-end gap-2 text-xs ${message.fromMe ? "text-white/90" : "text-slate-600"}`}>
                  <LocalTime iso={message.createdAt} locale={i18n.language} className="" />
                  {message.fromMe ? <span>{message.isRead ? t("messages.seen") : t("messages.delivered")}</span> : null}
                  {message.fromMe || !person ? null : <ReportButton kind="message" targetId={String(message.id)} name={counterpart.name} compact />}
                  <span className={message.fromMe ? "[&_button]:text-white/90 [&_button:hover]:bg-white/10" : ""}>
                    <DeleteMessageButton id={message.id} />
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Composer
        key={newest}
        counterpart={counterpart}
        composer={composer}
        defaultSubject={suggestedSubject || (lastSubject ? replySubject(lastSubject) : "")}
        failure={failure}
      />
    </section>
  );
}
