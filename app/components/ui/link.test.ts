import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, Link as RouterLink, NavLink as RouterNavLink, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, NavLink } from "./link";

const APP_DIR = path.resolve(__dirname, "../..");

/** The app's source files (.ts and .tsx under app/) with their paths. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [{ file, text: readFileSync(file, "utf8") }] : [];
  });
}

let shown: ReactElement | null = null;
function Page() {
  return shown;
}

/** The markup of `element` rendered on the server as the page at `url` (a splat route under a layout). */
async function markup(element: ReactElement, url: string): Promise<string> {
  shown = element;
  const routes = [{ id: "root", path: "/", Component: Outlet, children: [{ id: "page", path: "*", Component: Page }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToStaticMarkup(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
}

type AnyProps = Record<string, unknown>;
const LINKS: AnyProps[] = [
  { to: "/jobs" },
  { to: "/jobs/", children: "Barra final" },
  { to: "/buscar?q=luz y sonido&ciudad=Córdoba", children: "Con espacios y acentos" },
  { to: "/", className: "text-xl", children: "RedAV" },
  { to: "/jobs?page=2&q=sonido#lista", "aria-label": "Página 2", children: "2" },
  { to: "/files/rider.pdf", target: "_blank", rel: "noopener", children: "Rider" },
  { to: "/logout", discover: "none", children: "Salir" },
  { to: "/locale", reloadDocument: true, replace: true, state: { from: "x" }, preventScrollReset: true, viewTransition: true, children: "Idioma" },
  { to: "/jobs/5", onClick: () => undefined, id: "enlace", "data-testid": "t", children: ["Empleo ", 5] },
  // Written by React Router itself: relative, resolved, external, objects, prefetching.
  { to: "edit", children: "Editar" },
  { to: "../news", children: "Noticias" },
  { to: "/a/../b", children: "Resuelto" },
  { to: "/a//b", children: "Doble" },
  { to: "//example.com/x", children: "Fuera" },
  { to: "https://example.com/y", children: "Fuera" },
  { to: { pathname: "/jobs", search: "?page=3" }, children: "Objeto" },
  { to: "/jobs", prefetch: "intent", children: "Prefetch" },
];

const NAV_LINKS: AnyProps[] = [
  { to: "/jobs", children: "Empleos" },
  { to: "/jobs", end: true, children: "Empleos" },
  { to: "/JOBS", children: "Mayúsculas" },
  { to: "/JOBS", caseSensitive: true, children: "Mayúsculas" },
  { to: "/jobs/", children: "Barra" },
  { to: "/news", className: "nav", children: "Noticias" },
  { to: "/jobs", className: "nav", "aria-current": "true", children: "Empleos" },
  { to: "/", children: "Inicio" },
  {
    to: "/jobs?x=1",
    className: ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off"),
    style: ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 }),
    children: ({ isActive }: { isActive: boolean }) => (isActive ? "activo" : "inactivo"),
  },
  { to: "/calendario-ñ", children: "Codificado" },
];

describe("the app's links (issue 43 §4: server links without React Router's per-link work)", () => {
  it("write on the server exactly the anchor React Router writes, for every kind of link", async () => {
    // This is the server's link (the browser bundle keeps React Router's own).
    expect(Link).not.toBe(RouterLink);
    for (const url of ["/jobs/123", "/"]) {
      for (const props of LINKS) {
        const ours = await markup(createElement(Link as never, props), url);
        const theirs = await markup(createElement(RouterLink as never, props), url);
        expect(ours, JSON.stringify(props)).toBe(theirs);
      }
    }
  });

  it("mark the active nav link as React Router does (aria-current, class and render functions)", async () => {
    for (const url of ["/jobs/123", "/jobs", "/Jobs/1", "/", "/news"]) {
      for (const props of NAV_LINKS) {
        const ours = await markup(createElement(NavLink as never, props), url);
        const theirs = await markup(createElement(RouterNavLink as never, props), url);
        expect(ours, `${url} ${JSON.stringify(props)}`).toBe(theirs);
      }
    }
    expect(await markup(createElement(NavLink, { to: "/jobs" }, "Empleos"), "/jobs/123")).toBe(
      '<a aria-current="page" class="active" href="/jobs" data-discover="true">Empleos</a>',
    );
  });

  it("are the links every page uses (none imports React Router's link directly)", () => {
    const direct = sources(APP_DIR)
      .filter(({ file }) => path.dirname(file) !== __dirname || !path.basename(file).startsWith("link."))
      .filter(({ text }) => /import\s*\{[^}]*\b(Link|NavLink)\b[^}]*\}\s*from\s*"react-router"/.test(text))
      .map(({ file }) => path.relative(APP_DIR, file));
    expect(direct).toEqual([]);
  });
});
