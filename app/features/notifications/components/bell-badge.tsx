/** The unread count on the bell (nothing at 0; 99+ above 99); the bell's own label says the number to screen readers. */
export function BellBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="notification-count"
      className="absolute -right-0.5 -top-0.5 min-w-[1.25rem] rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
