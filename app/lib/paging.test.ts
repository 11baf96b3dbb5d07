import { describe, expect, it } from "vitest";
import { countedWindow, MAX_PAGE, pageCount, pagedList, pageNumber, pageParam, pagePosition, pageWindow } from "./paging";

/** A list of `length` rows read as a database would: the page through LIMIT/OFFSET, the count as text (as raw SQL returns it). */
function list(length: number) {
  const all = Array.from({ length }, (_, index) => index + 1);
  const windows: { limit: number; offset: number }[] = [];
  return {
    windows,
    rows: async ({ limit, offset }: { limit: number; offset: number }) => {
      windows.push({ limit, offset });
      return all.slice(offset, offset + limit);
    },
    count: async () => [{ total: String(length), open: 3 }],
  };
}

describe("pagedList", () => {
  it("reads the first page through LIMIT and OFFSET and places it", async () => {
    const source = list(45);
    const page = await pagedList({ page: 1, size: 20, rows: source.rows, count: source.count });
    expect(source.windows).toEqual([{ limit: 20, offset: 0 }]);
    expect(page).toEqual({
      rows: Array.from({ length: 20 }, (_, i) => i + 1),
      total: 45,
      page: 1,
      pages: 3,
      hasMore: true,
      capped: false,
      counted: { total: "45", open: 3 },
    });
  });

  it("reads the last page partly filled, with nothing after it", async () => {
    const source = list(45);
    const page = await pagedList({ page: 3, size: 20, rows: source.rows, count: source.count });
    expect(source.windows).toEqual([{ limit: 20, offset: 40 }]);
    expect(page.rows).toEqual([41, 42, 43, 44, 45]);
    expect(page).toMatchObject({ total: 45, page: 3, pages: 3, hasMore: false });
  });

  it("gives an empty list its one empty page", async () => {
    const source = list(0);
    expect(await pagedList({ page: 1, size: 20, rows: source.rows, count: source.count })).toMatchObject({
      rows: [],
      total: 0,
      page: 1,
      pages: 1,
      hasMore: false,
    });
  });

  it("answers a page past the end empty, keeping its number and the exact total", async () => {
    const source = list(45);
    const page = await pagedList({ page: 7, size: 20, rows: source.rows, count: source.count });
    expect(source.windows).toEqual([{ limit: 20, offset: 120 }]);
    expect(page).toMatchObject({ rows: [], total: 45, page: 7, pages: 3, hasMore: false });
  });

  it("reads a count that is a number, a bigint or text, named total or count, or missing", async () => {
    const rows = async () => [];
    expect((await pagedList({ page: 1, size: 10, rows, count: async () => [{ total: 11 }] })).pages).toBe(2);
    expect((await pagedList({ page: 1, size: 10, rows, count: async () => [{ total: 21n }] })).pages).toBe(3);
    expect((await pagedList({ page: 1, size: 10, rows, count: async () => [{ count: "31" }] })).pages).toBe(4);
    expect(await pagedList({ page: 1, size: 10, rows, count: async () => [] as { total: number }[] })).toMatchObject({
      total: 0,
      pages: 1,
      counted: undefined,
    });
  });

  it("stops the total at the cap and says it was capped", async () => {
    const source = list(501);
    const capped = await pagedList({ page: 25, size: 20, rows: source.rows, count: source.count, cap: 500 });
    expect(capped).toMatchObject({ total: 500, capped: true, pages: 25, hasMore: false });
    expect(capped.rows).toHaveLength(20);
    const exact = await pagedList({ page: 1, size: 20, rows: source.rows, count: async () => [{ total: 500 }], cap: 500 });
    expect(exact).toMatchObject({ total: 500, capped: false, pages: 25 });
  });
});

describe("countedWindow", () => {
  it("reads any LIMIT and OFFSET with the total and whether rows follow", async () => {
    const source = list(45);
    expect(await countedWindow({ limit: 10, offset: 5 }, source)).toMatchObject({ rows: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15], total: 45, hasMore: true });
    expect(await countedWindow({ limit: 10, offset: 35 }, source)).toMatchObject({ total: 45, hasMore: false });
    expect((await countedWindow({ limit: 10, offset: 40 }, source)).rows).toEqual([41, 42, 43, 44, 45]);
  });

  it("answers a window past the end empty, with nothing after it", async () => {
    const source = list(3);
    expect(await countedWindow({ limit: 10, offset: 20 }, source)).toMatchObject({ rows: [], total: 3, hasMore: false, counted: { total: "3", open: 3 } });
  });
});

describe("page numbers", () => {
  it("reads a requested page as a whole number from 1 to the list's deepest page", () => {
    expect(pageNumber(3)).toBe(3);
    expect(pageNumber(2.7)).toBe(2);
    expect(pageNumber(0)).toBe(1);
    expect(pageNumber(-4)).toBe(1);
    expect(pageNumber(Number.NaN)).toBe(1);
    expect(pageNumber(MAX_PAGE + 1)).toBe(MAX_PAGE);
    expect(pageNumber(60, 50)).toBe(50);
  });

  it("reads `pagina` from a URL", () => {
    expect(pageParam(new URLSearchParams("pagina=4"))).toBe(4);
    expect(pageParam(new URLSearchParams("pagina=abc"))).toBe(1);
    expect(pageParam(new URLSearchParams(""))).toBe(1);
    expect(pageParam(new URLSearchParams("pagina=99"), 25)).toBe(25);
  });

  it("counts pages, places a page and windows it", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageWindow(3, 12)).toEqual({ limit: 12, offset: 24 });
    expect(pagePosition(41, 2, 20)).toEqual({ total: 41, page: 2, pages: 3, hasMore: true });
    expect(pagePosition(40, 2, 20)).toEqual({ total: 40, page: 2, pages: 2, hasMore: false });
  });
});
