import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { NavLink, useLocation } from "react-router";
import { useDisclosure } from "~/components/ui/use-disclosure";
import { useTranslation } from "~/lib/i18n/react";

/** "Más": the navigation links that do not fit the bar between 1025 and 1279 px, one click away (hidden from 1280 px, where they are inline). */
export function MoreMenu({ links, onLight }: { links: ReadonlyArray<{ to: string; label: string }>; onLight: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { open, toggle, buttonRef, panelRef } = useDisclosure(location.pathname);
  const panelId = useId();
  return (
    <li className="relative xl:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className={`flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium ${onLight ? "text-ink hover:bg-brand-50" : "text-white hover:bg-white/10"}`}
      >
        {t("nav.more")}
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </button>
      <div ref={panelRef} id={panelId} hidden={!open} className="absolute right-0 top-full mt-2 w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 focus:bg-brand-50">
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
