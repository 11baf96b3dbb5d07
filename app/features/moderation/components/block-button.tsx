import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Modal } from "~/components/ui/modal";
import { showToast } from "~/components/ui/toast";
import { useTranslation } from "~/lib/i18n/react";
import { postForm } from "../post-form";

export type BlockButtonProps = {
  userId: string;
  name: string;
  /** Whether the signed-in user already blocked this account. */
  blocked: boolean;
  /** Where a form posted without JavaScript comes back to; the current page by default. */
  redirectTo?: string;
  onChange?: (blocked: boolean) => void;
};

/**
 * 'Bloquear' / 'Desbloquear'. Blocking asks first, in a dialog that says what a block does;
 * unblocking is immediate. The state follows the server's answer, with a toast either way. Without
 * JavaScript it is a plain form post to /api/blocks that comes back to the page.
 */
export function BlockButton({ userId, name, blocked, redirectTo, onChange }: BlockButtonProps) {
  const { t } = useTranslation("members");
  const location = useLocation();
  const [current, setCurrent] = useState(blocked);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const dialogBody = useRef<HTMLDivElement>(null);
  const closeConfirm = useCallback(() => setConfirming(false), []);

  useEffect(() => {
    // The safe choice takes the focus when the dialog opens.
    if (confirming) dialogBody.current?.querySelector<HTMLButtonElement>("[data-initial-focus]")?.focus();
  }, [confirming]);

  const send = async (next: boolean) => {
    setPending(true);
    const answer = await postForm<{ blocked: boolean }>("/api/blocks", { intent: next ? "block" : "unblock", userId });
    setPending(false);
    setConfirming(false);
    if (!answer.ok) {
      showToast(answer.message ?? t("moderation.failed"));
      return;
    }
    setCurrent(answer.data.blocked);
    showToast(t(answer.data.blocked ? "moderation.blockedToast" : "moderation.unblockedToast", { name }));
    onChange?.(answer.data.blocked);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (current) void send(false);
    else setConfirming(true);
  };

  return (
    <>
      <form method="post" action="/api/blocks" onSubmit={submit} className="inline-flex">
        <input type="hidden" name="intent" value={current ? "unblock" : "block"} />
        <input type="hidden" name="userId" value={userId} />
        <input type="hidden" name="redirectTo" value={redirectTo ?? `${location.pathname}${location.search}`} />
        <button
          type="submit"
          aria-busy={pending}
          aria-label={t(current ? "moderation.unblockAria" : "moderation.blockAria", { name })}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:border-red-300 hover:bg-red-50 hover:text-red-800"
        >
          {pending ? <Icon name="loader-circle" aria-hidden="true" size={16} className="animate-spin" /> : <Icon name="ban" aria-hidden="true" size={16} />}
          <span>{current ? t("moderation.unblock") : t("moderation.block")}</span>
        </button>
      </form>
      <Modal title={t("moderation.blockTitle", { name })} open={confirming} onClose={closeConfirm} closeLabel={t("moderation.close")}>
        <div ref={dialogBody}>
          <p className="text-slate-800">{t("moderation.blockExplain", { name })}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button data-initial-focus variant="secondary" onClick={closeConfirm}>
              {t("moderation.cancel")}
            </Button>
            <Button variant="danger" disabled={pending} aria-busy={pending} onClick={() => void send(true)}>
              {pending ? t("moderation.processing") : t("moderation.blockConfirm")}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
