import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import routes from "./routes";

type ConfigRoute = { file: string; id?: string; path?: string; index?: boolean; children?: ConfigRoute[] };

/** One page of routes.ts with its full path and the guard layouts around it, outermost first. */
type Page = { path: string; file: string; guards: string[] };

const SIGNED_IN = "routes/guards/signed-in.ts";
const ADMIN_ONLY = "routes/guards/admin-only.ts";
const INDIVIDUALS = "routes/guards/individuals.ts";
const SILVER_MEMBERS = "routes/guards/silver-members.ts";
const GOLD_MEMBERS = "routes/guards/gold-members.ts";
const COMPANIES = "routes/guards/companies.ts";

/** Spec §6, most specific prefix first (whole path segments): the guard layout a page under that prefix must sit in. */
const PROTECTED_PREFIXES: [prefix: string, guard: string][] = [
  ["admin", ADMIN_ONLY],
  ["bronze-member", INDIVIDUALS],
  ["silver-member", SILVER_MEMBERS],
  ["gold-member", GOLD_MEMBERS],
  ["company/profile/change-password", SIGNED_IN],
  ["company", COMPANIES],
  ["settings", SIGNED_IN],
  ["profile", SIGNED_IN],
  ["messages", SIGNED_IN],
  ["courses", SIGNED_IN],
  ["member", SIGNED_IN],
  ["dashboard", SIGNED_IN],
  ["notifications", SIGNED_IN],
  // Not in spec §6: 'Guardados' (issue 22 §4) is a member's own list, so it is signed-in only.
  ["saved", SIGNED_IN],
  // Not in spec §6: the technical library is a member page (issue 23 §3).
  ["library", SIGNED_IN],
  // Not in spec §6: 'Reservas' (issue 39) is a technician's or a company's own bookings, so it is signed-in only.
  ["bookings", SIGNED_IN],
];

/** The areas whose unknown sub-paths must answer 404 behind the area's own guard. */
const AREAS: [area: string, guard: string][] = [
  ["admin", ADMIN_ONLY],
  ["bronze-member", INDIVIDUALS],
  ["silver-member", SILVER_MEMBERS],
  ["gold-member", GOLD_MEMBERS],
  ["company", COMPANIES],
];

const isGuard = (file: string) => file.startsWith("routes/guards/");

function pages(config: ConfigRoute[], parentPath = "", guards: string[] = []): Page[] {
  return config.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const own = entry.path !== undefined || entry.index ? [{ path, file: entry.file, guards }] : [];
    const inner = isGuard(entry.file) ? [...guards, entry.file] : guards;
    return [...own, ...pages(entry.children ?? [], path, inner)];
  });
}

function guardLayouts(config: ConfigRoute[]): ConfigRoute[] {
  return config.flatMap((entry) => [...(isGuard(entry.file) ? [entry] : []), ...guardLayouts(entry.children ?? [])]);
}

function expectedGuard(path: string): string | null {
  const lower = path.toLowerCase();
  const found = PROTECTED_PREFIXES.find(([prefix]) => lower === prefix || lower.startsWith(`${prefix}/`));
  return found ? found[1] : null;
}

const CONFIG = routes as ConfigRoute[];
const PAGES = pages(CONFIG);
const nearestGuard = (page: Page) => page.guards.at(-1) ?? null;

describe("routes.ts puts every protected page under its spec §6 guard layout", () => {
  it.each(PROTECTED_PREFIXES)("%s/* has pages, all under %s", (prefix, guard) => {
    const under = PAGES.filter((page) => expectedGuard(page.path) === guard && (page.path === prefix || page.path.startsWith(`${prefix}/`)));
    expect(under.length, `no route under ${prefix}`).toBeGreaterThan(0);
    for (const page of under) expect(nearestGuard(page), `${page.path} (${page.file})`).toBe(guard);
  });

  it("every page whose path starts with a protected prefix sits in the right guard layout", () => {
    const wrong = PAGES.filter((page) => expectedGuard(page.path) !== null && nearestGuard(page) !== expectedGuard(page.path));
    expect(wrong.map((page) => `${page.path} → ${nearestGuard(page) ?? "no guard"}`)).toEqual([]);
  });

  it("no public page is nested under a guard layout", () => {
    const guardedPublic = PAGES.filter((page) => page.guards.length > 0 && expectedGuard(page.path) === null);
    expect(guardedPublic.map((page) => page.path)).toEqual([]);
  });

  it("guard layouts are path-less layouts of existing files", () => {
    const layouts = guardLayouts(CONFIG);
    expect(new Set(layouts.map((layout) => layout.file))).toEqual(new Set([SIGNED_IN, ADMIN_ONLY, INDIVIDUALS, SILVER_MEMBERS, GOLD_MEMBERS, COMPANIES]));
    for (const layout of layouts) {
      expect(layout.path, layout.file).toBeUndefined();
      expect(layout.index, layout.file).toBeFalsy();
      expect(existsSync(fileURLToPath(new URL(layout.file, import.meta.url))), layout.file).toBe(true);
    }
  });

  it.each(AREAS)("%s has a splat not-found page behind %s", (area, guard) => {
    const splat = PAGES.find((page) => page.path === `${area}/*`);
    expect(splat, `${area}/*`).toBeDefined();
    expect(splat?.file).toBe("routes/not-found.tsx");
    expect(splat && nearestGuard(splat)).toBe(guard);
  });

  it("the site-wide not-found splat stays public", () => {
    const root = PAGES.find((page) => page.path === "*");
    expect(root?.file).toBe("routes/not-found.tsx");
    expect(root?.guards).toEqual([]);
  });
});
