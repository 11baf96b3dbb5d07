import { ICON_SPRITE_URL, type IconName } from "./icon-names";

type IconProps = {
  name: IconName;
  /** Width and height in pixels, as lucide's `size` (a className with h-… w-… overrides it). */
  size?: number;
  className?: string;
  "aria-hidden"?: boolean | "true" | "false";
  "aria-label"?: string;
  role?: string;
};

/**
 * A lucide icon drawn from the shared sprite (`<use href="…/icon-sprite.svg#name">`) with lucide's
 * attributes (24 × 24 view box, currentColor stroke 2 with round caps and joins, no fill); hidden from
 * assistive technology unless it is given a label, which then makes it an image with that name.
 */
export function Icon({ name, size = 24, className, "aria-hidden": hidden, "aria-label": label, role }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={label ? hidden : (hidden ?? "true")}
      aria-label={label}
      role={label ? (role ?? "img") : role}
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
