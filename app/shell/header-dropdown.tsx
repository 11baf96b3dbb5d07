import { useId } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useDisclosure } from "~/components/ui/use-disclosure";

type HeaderDropdownProps = {
  /** The wrapper element: `li` inside the navigation list, `div` elsewhere. */
  as: "li" | "div";
  className?: string;
  buttonClassName: string;
  buttonLabel?: string;
  button: React.ReactNode;
  panelClassName: string;
  children: React.ReactNode;
};

/** A header button that opens a panel below it (closes on Escape, outside click and navigation; aria-expanded/controls). */
export function HeaderDropdown({ as: Wrapper, className, buttonClassName, buttonLabel, button, panelClassName, children }: HeaderDropdownProps) {
  const location = useLocation();
  const { open, toggle, buttonRef, panelRef } = useDisclosure(location.pathname);
  const panelId = useId();
  return (
    <Wrapper className={`relative ${className ?? ""}`}>
      <button ref={buttonRef} type="button" aria-expanded={open} aria-controls={panelId} aria-label={buttonLabel} onClick={toggle} className={buttonClassName}>
        {button}
        <Icon name="chevron-down" aria-hidden="true" className="h-4 w-4 shrink-0" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={`absolute right-0 top-full mt-2 rounded-lg border border-slate-200 bg-white p-1 shadow-lg ${panelClassName}`}
      >
        {children}
      </div>
    </Wrapper>
  );
}
