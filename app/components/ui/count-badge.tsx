/** An unread count on an icon (nothing at 0; 99+ above 99); hidden from screen readers, whose label on the icon's link or button says the number. */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="absolute -right-0.5 -top-0.5 min-w-[1.25rem] rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
