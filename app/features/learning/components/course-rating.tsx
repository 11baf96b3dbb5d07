import { Icon } from "~/components/ui/icon";
import type { ShapedRating } from "../course-review-views";

/** A course's average and number of reviews (texts shaped on the server), or 'Sin reseñas todavía'; the star is decorative, the words say it all. */
export function CourseRating({ rating }: { rating: ShapedRating }) {
  if (rating.average === null) return <span className="text-sm text-slate-600">{rating.count}</span>;
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-800">
      <Icon name="star" aria-hidden="true" size={16} className="fill-amber-400 text-amber-500" />
      <span className="sr-only">{rating.label}</span>
      <span aria-hidden="true">
        <strong>{rating.average}</strong> ({rating.count})
      </span>
    </span>
  );
}
