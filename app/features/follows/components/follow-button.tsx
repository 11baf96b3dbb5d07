import { useState } from "react";
import { Icon } from "~/components/ui/icon";
import { showToast } from "~/components/ui/toast";
import { useTranslation } from "~/lib/i18n/react";

type Variant = "button" | "compact" | "icon";
type Size = "sm" | "md" | "lg";

export type FollowButtonProps = {
  userId: string;
  name: string;
  /** null while the state is still loading: a spinner is shown. */
  following: boolean | null;
  followers?: number;
  variant?: Variant;
  size?: Size;
  /** Where a form posted without JavaScript comes back to (the current page). */
  redirectTo: string;
  onChange?: (state: { following: boolean; followers: number }) => void;
};

const SIZES: Record<Size, string> = { sm: "px-2.5 py-1 text-sm", md: "px-4 py-2", lg: "px-5 py-2.5 text-lg" };
const ICON_SIZES: Record<Size, number> = { sm: 16, md: 18, lg: 22 };

/** POSTs the change and answers the server's state; throws when the server refuses or cannot be reached. */
async function sendFollow(userId: string, follow: boolean): Promise<{ following: boolean; followers: number }> {
  const body = new URLSearchParams({ intent: follow ? "follow" : "unfollow", userId });
  const response = await fetch("/api/follows", { method: "POST", body, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as { following: boolean; followers: number };
}

/**
 * Spec §4 FollowButton: 'Seguir' / 'Siguiendo' ('Dejar de seguir' on hover or focus), 'Procesando...'
 * while the request runs. The state flips at once and flips back, with a toast, when the server
 * fails. Without JavaScript it is a plain form post that comes back to the page.
 */
export function FollowButton({ userId, name, following, followers, variant = "button", size = "md", redirectTo, onChange }: FollowButtonProps) {
  const { t } = useTranslation("members");
  const [state, setState] = useState({ following, followers });
  const [pending, setPending] = useState(false);
  const [hover, setHover] = useState(false);
  const current = state.following ?? following;

  if (current === null) {
    return (
      <span role="status" className={`inline-flex items-center gap-2 text-slate-600 ${SIZES[size]}`}>
        <Icon name="loader-circle" aria-hidden="true" size={ICON_SIZES[size]} className="animate-spin" />
        <span className="sr-only">{t("follows.loading")}</span>
      </span>
    );
  }

  const toggle = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const before = { following: current, followers: state.followers };
    const next = !current;
    setState({ following: next, followers: before.followers === undefined ? undefined : before.followers + (next ? 1 : -1) });
    setPending(true);
    try {
      const answer = await sendFollow(userId, next);
      // The count shows only where it was asked for; the server's answer corrects it there.
      setState({ following: answer.following, followers: before.followers === undefined ? undefined : answer.followers });
      onChange?.(answer);
    } catch {
      setState(before);
      showToast(t("follows.failed"));
    } finally {
      setPending(false);
    }
  };

  const label = pending ? t("follows.processing") : current ? (hover ? t("follows.unfollow") : t("follows.following")) : t("follows.follow");
  const icon = pending ? "loader-circle" : current ? (hover ? "user-minus" : "user-check") : "user-plus";
  const tone = current
    ? "border border-slate-300 bg-white text-ink hover:border-red-300 hover:bg-red-50 hover:text-red-800 focus-visible:border-red-300"
    : "bg-brand-600 text-white hover:bg-brand-700";
  const shape = variant === "icon" ? "rounded-full p-2" : variant === "compact" ? `rounded-full ${SIZES.sm}` : `rounded-md ${SIZES[size]}`;
  return (
    <form method="post" action="/api/follows" onSubmit={toggle} className="inline-flex items-center gap-3">
      <input type="hidden" name="intent" value={current ? "unfollow" : "follow"} />
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        aria-label={variant === "icon" ? t(current ? "follows.unfollowAria" : "follows.followAria", { name }) : undefined}
        aria-busy={pending}
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
        onFocus={() => setHover(true)}
        onBlur={() => setHover(false)}
        className={`inline-flex items-center gap-2 font-semibold disabled:opacity-70 ${shape} ${tone}`}
      >
        <Icon name={icon} aria-hidden="true" size={ICON_SIZES[size]} className={pending ? "animate-spin" : undefined} />
        {variant === "icon" ? null : <span>{label}</span>}
      </button>
      {state.followers === undefined ? null : (
        <span className="text-sm text-slate-700" aria-live="polite">
          {t("follows.followers", { count: state.followers })}
        </span>
      )}
    </form>
  );
}
