import type { Counterpart } from "../conversations.server";

/** A counterpart's photo or logo, or their initials on a coloured disc; decorative (the name is always written beside it). */
export function CounterpartAvatar({ counterpart, size = "md" }: { counterpart: Pick<Counterpart, "name" | "imageUrl" | "kind">; size?: "sm" | "md" }) {
  const box = size === "sm" ? "h-8 w-8 text-xs" : "h-11 w-11 text-sm";
  const shape = counterpart.kind === "company" ? "rounded-md" : "rounded-full";
  if (counterpart.imageUrl)
    return <img src={counterpart.imageUrl} alt="" width={96} height={96} loading="lazy" className={`${box} ${shape} shrink-0 object-cover`} />;
  const initials = counterpart.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  return (
    <span aria-hidden="true" className={`${box} ${shape} flex shrink-0 items-center justify-center bg-brand-100 font-bold text-brand-800`}>
      {initials || "·"}
    </span>
  );
}
