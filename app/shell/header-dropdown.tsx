import { useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";

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

/**
 * A header button that opens a panel below it, with or without JavaScript: a native popover (the
 * browser gives Escape, outside click and aria-expanded), anchored under its button. Once hydrated it
 * also closes on navigation and when the focus leaves it, and Escape returns the focus to the button.
 */
export function HeaderDropdown({ as: Wrapper, className, buttonClassName, buttonLabel, button, panelClassName, children }: HeaderDropdownProps) {
  const location = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId().replace(/[^\w-]/g, "");
  const panelId = `desplegable-${id}`;
  const anchor = `--desplegable-${id}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (a new location key) closes the panel.
  useEffect(() => {
    closePopover(panelRef.current);
  }, [location.key]);

  const onBlur = (event: React.FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) closePopover(panelRef.current);
  };
  useEffect(() => {
    const panel = panelRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      closePopover(panel);
      buttonRef.current?.focus();
    };
    panel?.addEventListener("keydown", onKey);
    return () => panel?.removeEventListener("keydown", onKey);
  }, []);

  return (
    <Wrapper className={`relative ${className ?? ""}`} onBlur={onBlur}>
      <button ref={buttonRef} type="button" popoverTarget={panelId} aria-label={buttonLabel} className={buttonClassName} style={{ anchorName: anchor }}>
        {button}
        <Icon name="chevron-down" aria-hidden="true" className="h-4 w-4 shrink-0" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        style={{ positionAnchor: anchor }}
        className={`header-dropdown-panel rounded-lg border border-slate-200 bg-white p-1 text-ink shadow-lg ${panelClassName}`}
      >
        {children}
      </div>
    </Wrapper>
  );
}

/** Hides a popover if it is open (a no-op otherwise, and in a browser without popovers). */
export function closePopover(element: HTMLElement | null): void {
  if (element && typeof element.hidePopover === "function" && element.matches(":popover-open")) element.hidePopover();
}
