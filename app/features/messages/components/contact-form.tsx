import { useState } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { TextAreaField } from "~/components/ui/text-area-field";
import { useTranslation } from "~/lib/i18n/react";

/**
 * Spec §2/§7 technician search: the message modal's form. It sends through the messages service with
 * the subject 'Contacto inicial - {name}' and then opens the conversation (`{messagesPath}?con=`).
 * The text must not be blank; the button is disabled while blank or sending ('Enviando...'), and a
 * refusal (the quota, a company) is shown in the modal with what was typed kept.
 */
export function ContactForm({ recipientId, name, messagesPath }: { recipientId: string; name: string; messagesPath: string }) {
  const { t } = useTranslation("members");
  const fetcher = useFetcher<{ ok: false; error: string }>();
  const [content, setContent] = useState("");
  const sending = fetcher.state !== "idle";
  const failure = fetcher.state === "idle" && fetcher.data?.ok === false ? fetcher.data.error : null;
  return (
    <fetcher.Form method="post" action={messagesPath} className="grid gap-3">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="recipientId" value={recipientId} />
      <input type="hidden" name="subject" value={`Contacto inicial - ${name}`} />
      <TextAreaField
        label={t("messages.contactLabel", { name })}
        name="content"
        rows={5}
        maxLength={5000}
        required
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <button
        type="submit"
        disabled={!content.trim() || sending}
        className="justify-self-end rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {sending ? t("messages.sending") : t("messages.send")}
      </button>
    </fetcher.Form>
  );
}
