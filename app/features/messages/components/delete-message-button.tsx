import { Form, useNavigation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/lib/i18n/react";

/** Deletes one message on the user's side only (the other person keeps theirs), after the browser's confirmation. */
export function DeleteMessageButton({ id }: { id: number }) {
  const { t } = useTranslation("members");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === String(id);
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(t("messages.confirmDelete"))) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={busy}
        aria-label={t("messages.delete")}
        title={t("messages.delete")}
        className="rounded p-1.5 text-slate-600 hover:bg-slate-100 hover:text-red-700 disabled:opacity-50"
      >
        <Icon name="trash" aria-hidden="true" className="h-4 w-4" />
      </button>
    </Form>
  );
}
