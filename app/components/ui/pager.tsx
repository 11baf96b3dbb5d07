import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import type { TFunction } from "~/lib/i18n/translator";

/** Previous and next links around "page N of M" (nothing when there is one page); `linkTo` builds a page's URL. */
export function Pager({
  page,
  pages,
  linkTo,
  labels,
}: {
  page: number;
  pages: number;
  linkTo: (page: number) => string;
  labels: { nav: string; previous: string; next: string; status: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} className="text-brand-700 underline">
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">{labels.status}</span>
      {page < pages ? (
        <Link to={linkTo(page + 1)} className="text-brand-700 underline">
          {labels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The pager's texts from the translation keys `{prefix}.pages`, `.previous`, `.next` and `.pageOf` (with page and pages). */
export function pagerLabels(t: TFunction, prefix: string, page: number, pages: number) {
  return {
    nav: t(`${prefix}.pages`),
    previous: t(`${prefix}.previous`),
    next: t(`${prefix}.next`),
    status: t(`${prefix}.pageOf`, { page, pages }),
  };
}

/** Builds a page's link from the current URL: its other parameters kept, `pagina` set (left out for page 1). */
export function usePageLink(): (page: number) => string {
  const { search } = useLocation();
  return (target: number) => {
    const params = new URLSearchParams(search);
    if (target > 1) params.set("pagina", String(target));
    else params.delete("pagina");
    return `?${params.toString()}`;
  };
}
