import { NavLink } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import { HeaderDropdown } from "./header-dropdown";

/**
 * "Más": the navigation links that do not fit the bar between 1025 and 1279 px, one click away (hidden
 * from 1280 px, where they are inline). It works without JavaScript and takes the header's colours.
 */
export function MoreMenu({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
  const { t } = useTranslation();
  return (
    <HeaderDropdown
      as="li"
      className="xl:hidden"
      buttonClassName="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-(--header-fg) hover:bg-(--header-hover)"
      button={t("nav.more")}
      panelClassName="w-48"
    >
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 focus:bg-brand-50">
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </HeaderDropdown>
  );
}
