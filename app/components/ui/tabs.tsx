import { useRef } from "react";

type Tab<T extends string> = { value: T; label: string };

/** What ties a panel to its tab (its id is `{prefix}-{value}`): spread `tabPanelProps(prefix, value)` on each panel. */
export function tabPanelProps(prefix: string, value: string) {
  return { id: `${prefix}-${value}`, role: "tabpanel", "aria-labelledby": `${prefix}-${value}-tab` } as const;
}

/**
 * WAI-ARIA tabs (tablist, tab, aria-selected, aria-controls): one tab in the tab order (the selected
 * one); the arrow keys move and select, Home and End go to the first and last. The panels carry
 * `tabPanelProps` with the same prefix.
 */
export function TabList<T extends string>({
  label,
  prefix,
  tabs,
  selected,
  onSelect,
  className,
}: {
  label: string;
  prefix: string;
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (value: T) => void;
  className?: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const go = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onSelect(tabs[next].value);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, index) => {
        const active = tab.value === selected;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${prefix}-${tab.value}-tab`}
            aria-selected={active}
            aria-controls={`${prefix}-${tab.value}`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.value)}
            onKeyDown={(event) => {
              const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
              if (!(event.key in moves)) return;
              event.preventDefault();
              go(moves[event.key]);
            }}
            className={`flex-1 rounded-md px-4 py-2 font-semibold ${active ? "bg-brand-600 text-white" : "border border-slate-300 bg-white"}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
