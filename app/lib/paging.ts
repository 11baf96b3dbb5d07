/** The deepest page a paginated list serves: past it, an offset would make the database read far for nothing. */
export const MAX_PAGE = 10_000;

/** A requested page as a whole number from 1 to `max` (MAX_PAGE unless the list stops sooner): missing, zero, negative or not a number is page 1. */
export function pageNumber(requested: number, max: number = MAX_PAGE): number {
  return Math.min(max, Math.max(1, Math.floor(requested) || 1));
}

/** The page a list's URL asks for in `pagina`, as `pageNumber` reads it (at most `max`). */
export function pageParam(params: URLSearchParams, max: number = MAX_PAGE): number {
  return pageNumber(Number.parseInt(params.get("pagina") ?? "1", 10), max);
}

/** How many pages `total` rows make at `size` a page; an empty list still has its one (empty) page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The rows page `page` (from 1) of `size` rows reads: its query's LIMIT and OFFSET. */
export type PageWindow = { limit: number; offset: number };

/** Where page `page` (from 1) of `size` rows starts and how many rows it reads. */
export function pageWindow(page: number, size: number): PageWindow {
  return { limit: size, offset: (page - 1) * size };
}

/** Where a page sits in its list: the list's total, the page's number, how many pages there are and whether rows follow it. */
export type PagePosition = { total: number; page: number; pages: number; hasMore: boolean };

/** Page `page` of `size` rows in a list of `total`: a page past the end keeps its number, is empty, and has nothing after it. */
export function pagePosition(total: number, page: number, size: number): PagePosition {
  return { total, page, pages: pageCount(total, size), hasMore: page * size < total };
}

/** A count as a query returns it: a number, a bigint or numeric text, or nothing. */
type CountValue = number | string | bigint | null | undefined;

/** The first row of a count query: the list's count as `total` or `count`, beside any other counts the list shows. */
type CountRow = { total: CountValue } | { count: CountValue };

/** The list's count in a count query's first row; 0 when the query returned no row. */
function countIn(row: CountRow | undefined): number {
  if (!row) return 0;
  return Number(("total" in row ? row.total : row.count) ?? 0);
}

/** A list's two queries: its rows (read through the LIMIT and OFFSET given) and its count (a first row with `total` or `count`, and any other counts the list shows). */
type ListQueries<Row, Counted extends CountRow> = {
  rows: (window: PageWindow) => PromiseLike<Row[]>;
  count: () => PromiseLike<Counted[]>;
  /** Where counting stops: the count query counts at most `cap + 1` rows, the total shows no more than `cap`, and `capped` says there were more. */
  cap?: number;
};

/** Rows of a list read through a window, with the list's total, the count row as its query returned it, whether the total was capped and whether rows follow. */
export type CountedRows<Row, Counted> = { rows: Row[]; total: number; counted: Counted | undefined; capped: boolean; hasMore: boolean };

/**
 * Reads the rows of one window of a list (any LIMIT and OFFSET) and the list's count at once (two
 * queries side by side): the total is the count, at most `cap` when the list caps it; a window past
 * the end is empty and has nothing after it.
 */
export async function countedWindow<Row, Counted extends CountRow>(window: PageWindow, query: ListQueries<Row, Counted>): Promise<CountedRows<Row, Counted>> {
  const [rows, counts] = await Promise.all([query.rows(window), query.count()]);
  const counted = counts[0];
  const exact = countIn(counted);
  const { total, capped } = cappedTotal(exact, query.cap);
  return { rows, total, counted, capped, hasMore: window.offset + rows.length < total };
}

/** A list's total shown no higher than `cap` (none: the exact count), and whether there were more. */
export function cappedTotal(exact: number, cap?: number): { total: number; capped: boolean } {
  const capped = cap !== undefined && exact > cap;
  return { total: capped ? (cap as number) : exact, capped };
}

/** A paged list's page (a whole number from 1, as `pageNumber` gives it), its size and its two queries. */
export type PagedQuery<Row, Counted extends CountRow> = ListQueries<Row, Counted> & { page: number; size: number };

/** One page of a list with its position (total, page, pages, hasMore), the count row as its query returned it, and whether the total was capped. */
export type PagedList<Row, Counted> = PagePosition & { rows: Row[]; counted: Counted | undefined; capped: boolean };

/**
 * Reads one page of a list and its count at once (`countedWindow`) and places the page: the total
 * is the count (at most `cap` when the list caps it), a page past the end is empty and keeps its
 * number. The order, the page size and what is counted stay the list's own.
 */
export async function pagedList<Row, Counted extends CountRow>(query: PagedQuery<Row, Counted>): Promise<PagedList<Row, Counted>> {
  const { rows, total, counted, capped } = await countedWindow(pageWindow(query.page, query.size), query);
  return { rows, counted, capped, ...pagePosition(total, query.page, query.size) };
}
