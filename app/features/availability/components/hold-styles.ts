/** How a day a booking holds is drawn over its status (issue 39): an option by a dashed outline, confirmed work by a solid one; the words say it too. */
export const HOLD_STYLES = {
  option: "outline-2 outline-offset-1 outline-dashed outline-violet-700",
  confirmed: "outline-2 outline-offset-1 outline-solid outline-slate-900",
} as const;
