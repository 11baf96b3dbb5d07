import { useState } from "react";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { showToast } from "~/components/ui/toast";
import { useTranslation } from "~/lib/i18n/react";

type SaveAnswer = { saved: boolean; outcome: "saved" | "already_saved" | "removed" };

async function sendSave(itemType: string, itemId: string, save: boolean): Promise<SaveAnswer> {
  const body = new URLSearchParams({ intent: save ? "save" : "unsave", itemType, itemId });
  const response = await fetch("/api/saved", { method: "POST", body, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as SaveAnswer;
}

/**
 * 'Guardar' / 'Guardado' for an item (spec §8 texts as toasts: 'Elemento guardado exitosamente',
 * 'Elemento ya estaba guardado'). The state flips at once and back, with a toast, when the server
 * fails. Without JavaScript it is a plain form post that comes back to the page; a visitor gets a link to sign in and come back.
 */
export function SaveButton({
  itemType,
  itemId,
  title,
  saved,
  redirectTo,
  signedIn,
}: {
  itemType: "course" | "event" | "document" | "news";
  itemId: string;
  title: string;
  saved: boolean;
  redirectTo: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation("learning");
  const [current, setCurrent] = useState(saved);
  const [pending, setPending] = useState(false);
  const look = "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold text-ink hover:bg-slate-50";

  if (!signedIn) {
    return (
      <Link to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`} aria-label={t("save.saveNamed", { title })} className={look}>
        <Icon name="bookmark" aria-hidden="true" size={18} />
        {t("save.save")}
      </Link>
    );
  }

  const toggle = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const before = current;
    setCurrent(!before);
    setPending(true);
    try {
      const answer = await sendSave(itemType, itemId, !before);
      setCurrent(answer.saved);
      showToast(t(answer.outcome === "saved" ? "save.savedToast" : answer.outcome === "already_saved" ? "save.alreadySavedToast" : "save.removedToast"));
    } catch {
      setCurrent(before);
      showToast(t("save.failed"));
    } finally {
      setPending(false);
    }
  };

  const icon = pending ? "loader-circle" : current ? "bookmark-check" : "bookmark";
  return (
    <form method="post" action="/api/saved" onSubmit={toggle}>
      <input type="hidden" name="intent" value={current ? "unsave" : "save"} />
      <input type="hidden" name="itemType" value={itemType} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        aria-label={current ? t("save.unsaveNamed", { title }) : t("save.saveNamed", { title })}
        disabled={pending}
        className={`${look} disabled:opacity-70`}
      >
        <Icon name={icon} aria-hidden="true" size={18} className={pending ? "animate-spin" : undefined} />
        {current ? t("save.saved") : t("save.save")}
      </button>
    </form>
  );
}
