import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { clearClientSession } from "~/features/accounts/client-session";
import { useTranslation } from "~/lib/i18n/react";
import type { AccountLink } from "./account-links";
import { HeaderDropdown } from "./header-dropdown";

/** The signed-in header's unread counts as the server had them when the page (or its revalidation) was rendered. */
export type HeaderCounts = { notifications: number; messages: number };
/** The signed-in user as the header shows them: name, home, unread counts and the account menu's pages (accountLinks). */
export type HeaderUser = { displayName: string; home: string; unread: HeaderCounts; links: AccountLink[] } | null;

/** The initials of a display name, for the avatar. */
function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "")).toUpperCase() || "·";
}

/**
 * The signed-in user's menu in the header: the pages of their account (accountLinks) and sign-out
 * behind one button that never overflows. The button's name holds what it shows, the initials and
 * the name (WCAG 2.5.3), after 'Menú de cuenta'.
 */
export function AccountMenu({ user, onLight }: { user: NonNullable<HeaderUser>; onLight: boolean }) {
  const { t } = useTranslation();
  const itemClass = "block w-full rounded-md px-3 py-2 text-left text-sm text-ink hover:bg-brand-50 focus:bg-brand-50";
  const shown = initials(user.displayName);
  return (
    <HeaderDropdown
      as="div"
      buttonLabel={t("nav.accountMenu", { initials: shown, name: user.displayName })}
      buttonClassName={`flex max-w-[11rem] items-center gap-2 rounded-full py-1 pl-1 pr-2 text-sm font-medium ${onLight ? "text-ink hover:bg-brand-50" : "text-white hover:bg-white/10"}`}
      button={
        <>
          <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-sky-400 text-xs font-bold text-ink">
            {shown}
          </span>
          <span className="hidden max-w-[8rem] truncate md:inline 2xl:max-w-[11rem]">{user.displayName}</span>
        </>
      }
      panelClassName="max-h-[calc(100vh-5rem)] w-60 overflow-y-auto"
    >
      <p className="truncate px-3 py-2 text-xs text-slate-600">{user.displayName}</p>
      <ul>
        {user.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={itemClass}>
              {t(link.label)}
            </Link>
          </li>
        ))}
        <li>
          <Form method="post" action="/logout" onSubmit={clearClientSession}>
            <button type="submit" className={`${itemClass} font-semibold`}>
              {t("nav.logout")}
            </button>
          </Form>
        </li>
      </ul>
    </HeaderDropdown>
  );
}
