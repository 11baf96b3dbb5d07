/** The deepest page a paginated list serves: past it, an offset would make the database read far for nothing. */
export const MAX_PAGE = 10_000;

/** A requested page as a whole number from 1 to MAX_PAGE: missing, zero, negative or not a number is page 1. */
export function pageNumber(requested: number): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.floor(requested) || 1));
}

/** How many pages `total` rows make at `size` a page; an empty list still has its one (empty) page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
