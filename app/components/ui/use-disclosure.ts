import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * Open/closed state of a disclosure (a button that shows a panel): Escape closes it and returns
 * the focus to its button, a click or focus outside closes it, and it closes on navigation when
 * `closeKey` changes (e.g. the pathname).
 */
export function useDisclosure(closeKey: string): {
  open: boolean;
  toggle: () => void;
  close: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
} {
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === closeKey;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) => target instanceof Node && (buttonRef.current?.contains(target) || panelRef.current?.contains(target));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!inside(event.target)) setOpenAt(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open]);

  return { open, toggle: () => setOpenAt(open ? null : closeKey), close: () => setOpenAt(null), buttonRef, panelRef };
}
