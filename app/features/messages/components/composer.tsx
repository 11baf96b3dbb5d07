import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";
import type { ComposerState } from "../composer.server";
import type { Counterpart } from "../conversations.server";
import { COMPANY_DAILY_RECIPIENT_LIMIT } from "../policy";
import { MessageFilePicker } from "./message-file-picker";
import { RefusalNote } from "./refusal-note";

export type ComposerFailure = { error: string; field?: string; values?: Record<string, string> } | null;

/**
 * The form under a conversation. The send rules are applied before anything is typed: a person who
 * may not write here reads why instead of a form; an individual sees how many new people they can
 * still write to today. Files may go with the message (the picker). The send button waits for a
 * subject, a text and any file still uploading, and shows 'Enviando...'.
 */
export function Composer({
  counterpart,
  composer,
  defaultSubject,
  failure,
}: {
  counterpart: Counterpart;
  composer: ComposerState;
  defaultSubject: string;
  failure: ComposerFailure;
}) {
  const { t } = useTranslation("members");
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  const [subject, setSubject] = useState(failure?.values?.subject ?? defaultSubject);
  const [content, setContent] = useState(failure?.values?.content ?? "");
  const [uploading, setUploading] = useState(false);
  if (!composer.allowed) {
    return (
      <div className="border-t border-slate-200 p-4">
        <RefusalNote reason={composer.reason} name={counterpart.name} />
      </div>
    );
  }
  const blank = !subject.trim() || !content.trim();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-3 border-t border-slate-200 p-4"
      aria-label={t("messages.composerLabel", { name: counterpart.name })}
    >
      {failure ? <Alert tone="error">{failure.error}</Alert> : null}
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="recipientId" value={counterpart.id} />
      <TextField
        label={t("messages.subject")}
        name="subject"
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        maxLength={200}
        required
        error={failure?.field === "subject" ? failure.error : undefined}
      />
      <TextAreaField
        label={t("messages.content")}
        name="content"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={4}
        maxLength={5000}
        required
        invalid={failure?.field === "content"}
      />
      <MessageFilePicker disabled={sending} onBusy={setUploading} />
      <p className="text-sm text-slate-700" data-testid="quota">
        {!composer.quotaApplies
          ? t("messages.quota.unlimited", { max: COMPANY_DAILY_RECIPIENT_LIMIT })
          : composer.exempt
            ? t("messages.quota.reply")
            : t("messages.quota.left", { count: composer.remaining })}
      </p>
      {/* On a phone the send button stays at the bottom of the screen while the message is written (the keyboard shrinks the page). */}
      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:static md:mx-0 md:border-0 md:p-0">
        <button
          type="submit"
          disabled={blank || sending || uploading}
          className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {sending ? t("messages.sending") : t("messages.send")}
        </button>
      </div>
    </Form>
  );
}
