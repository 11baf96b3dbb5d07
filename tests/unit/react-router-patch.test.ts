// The React Router patch (patches/react-router+<version>.patch, applied at install by patch-package):
// it must match the installed version, be applied to the files Node loads, and still do its work —
// one route tree per build, each path pattern compiled once, a repeated match testing one branch.
// When an upgrade of React Router breaks any of this, re-measure and re-make or drop the patch
// (docs/react-router-per-request-patch.md).
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createElement, useContext } from "react";
import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  createStaticHandler,
  type EntryContext,
  matchPath,
  Outlet,
  type ServerBuild,
  ServerRouter,
  UNSAFE_DataRouterContext,
} from "react-router";
import { afterEach, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const MARKER = "react-router-per-request-patch";
const require = createRequire(import.meta.url);

type Effects = unknown[];
const { parsePatchFile } = require("patch-package/dist/patch/parse") as { parsePatchFile: (text: string) => Effects };
const { reversePatch } = require("patch-package/dist/patch/reverse") as { reversePatch: (patch: Effects) => Effects };
const { executeEffects } = require("patch-package/dist/patch/apply") as {
  executeEffects: (effects: Effects, options: { dryRun: boolean; bestEffort: boolean; cwd: string }) => void;
};

function patchFile(): { name: string; version: string; text: string } {
  const names = readdirSync(path.join(ROOT, "patches")).filter((name) => name.startsWith("react-router+"));
  expect(names).toHaveLength(1);
  const name = names[0] ?? "";
  return { name, version: name.slice("react-router+".length, -".patch".length), text: readFileSync(path.join(ROOT, "patches", name), "utf8") };
}

function patchedFiles(text: string): string[] {
  return [...text.matchAll(/^\+\+\+ b\/(\S+)$/gm)].map((match) => match[1] ?? "");
}

/** The route tree of each rendered request, as the page's router holds it. */
const renderedTrees: unknown[] = [];

function Root() {
  return createElement(Outlet);
}

function RouteTreeProbe() {
  renderedTrees.push(useContext(UNSAFE_DataRouterContext)?.router.routes);
  return createElement("p", null, "página");
}

describe("the React Router patch", () => {
  it("is made for the installed version of React Router", () => {
    const installed = JSON.parse(readFileSync(path.join(ROOT, "node_modules/react-router/package.json"), "utf8")) as { version: string };
    expect(patchFile().version).toBe(installed.version);
  });

  it("is applied, whole, to the files Node loads for react-router", () => {
    const { text } = patchFile();
    const files = patchedFiles(text);
    const entry = require.resolve("react-router");
    expect(path.dirname(entry)).toBe(path.join(ROOT, "node_modules/react-router/dist/development"));
    expect(files.map((file) => path.dirname(path.join(ROOT, file)))).toEqual(files.map(() => path.dirname(entry)));
    for (const file of files) expect(readFileSync(path.join(ROOT, file), "utf8")).toContain(MARKER);
    // Undoing it would apply cleanly (a dry run: nothing is written), so the installed files are exactly the patched ones.
    expect(() => executeEffects(reversePatch(parsePatchFile(text)), { dryRun: true, bestEffort: false, cwd: ROOT })).not.toThrow();
  });
});

describe("React Router with the patch", () => {
  const OriginalRegExp = RegExp;
  const originalMatch = RegExp.prototype[Symbol.match];
  afterEach(() => {
    globalThis.RegExp = OriginalRegExp;
    OriginalRegExp.prototype[Symbol.match] = originalMatch;
  });

  /** Counts the regular expressions built whose source contains `needle` while `run` runs. */
  function regExpsBuilt(needle: string, run: () => void): number {
    let built = 0;
    globalThis.RegExp = new Proxy(OriginalRegExp, {
      construct(target, args: [string | RegExp, string?]) {
        if (String(args[0]).includes(needle)) built += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      run();
    } finally {
      globalThis.RegExp = OriginalRegExp;
    }
    return built;
  }

  it("compiles a path pattern once, however often it is matched", () => {
    const needle = `probe-${Date.now()}`;
    const built = regExpsBuilt(needle, () => {
      for (const id of ["1", "2", "3"]) expect(matchPath(`/${needle}/:id`, `/${needle}/${id}`)?.params).toEqual({ id });
    });
    expect(built).toBe(1);
  });

  it("matches a pathname again by testing only the branch that matched it", async () => {
    const leaves = Array.from({ length: 40 }, (_, index) => ({ id: `leaf-${index}`, path: `leaf-${index}/:slug` }));
    const handler = createStaticHandler([{ id: "root", path: "/", children: [{ id: "home", index: true }, ...leaves, { id: "rest", path: "*" }] }]);
    const query = async (pathname: string) => {
      const context = await handler.query(new Request(`http://localhost${pathname}`));
      if (context instanceof Response) throw new Error("unexpected response");
      return context.matches.map((match) => [match.route.id, match.params]);
    };
    const leafTests = () => {
      let tested = 0;
      OriginalRegExp.prototype[Symbol.match] = function (this: RegExp, text: string) {
        if (this.source.includes("leaf-")) tested += 1;
        return originalMatch.call(this, text);
      };
      return () => {
        OriginalRegExp.prototype[Symbol.match] = originalMatch;
        return tested;
      };
    };
    const first = leafTests();
    expect(await query("/leaf-39/a")).toEqual([
      ["root", { slug: "a" }],
      ["leaf-39", { slug: "a" }],
    ]);
    expect(first()).toBeGreaterThan(1);
    const again = leafTests();
    expect(await query("/leaf-39/a")).toEqual([
      ["root", { slug: "a" }],
      ["leaf-39", { slug: "a" }],
    ]);
    expect(again()).toBe(1);
    // Other pathnames, unknown ones and many of them still match as before.
    for (let index = 0; index < 1_200; index += 1) await query(`/leaf-${index % 40}/${index}`);
    expect(await query("/leaf-7/b")).toEqual([
      ["root", { slug: "b" }],
      ["leaf-7", { slug: "b" }],
    ]);
    expect(await query("/")).toEqual([
      ["root", {}],
      ["home", {}],
    ]);
    expect(await query("/nowhere/at/all")).toEqual([
      ["root", { "*": "nowhere/at/all" }],
      ["rest", { "*": "nowhere/at/all" }],
    ]);
  });

  it("builds a handler's server route tree once, for every request of the build", async () => {
    const contexts: EntryContext[] = [];
    const build = {
      entry: {
        module: {
          default: (request: Request, status: number, headers: Headers, context: EntryContext) => {
            contexts.push(context);
            return new Response(renderToString(createElement(ServerRouter, { context, url: request.url })), { status, headers });
          },
        },
      },
      routes: {
        root: { id: "root", path: "", module: { default: Root } },
        page: { id: "page", parentId: "root", path: "page/:slug", module: { default: RouteTreeProbe } },
      },
      assets: {
        entry: { module: "/entry.js", imports: [] },
        routes: {
          root: {
            id: "root",
            path: "",
            module: "/root.js",
            hasAction: false,
            hasLoader: false,
            hasClientAction: false,
            hasClientLoader: false,
            hasClientMiddleware: false,
            hasErrorBoundary: false,
          },
          page: {
            id: "page",
            parentId: "root",
            path: "page/:slug",
            module: "/page.js",
            hasAction: false,
            hasLoader: false,
            hasClientAction: false,
            hasClientLoader: false,
            hasClientMiddleware: false,
            hasErrorBoundary: false,
          },
        },
        url: "/manifest.js",
        version: "1",
      },
      future: {},
      basename: "/",
      publicPath: "/",
      assetsBuildDirectory: "build/client",
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
    } as unknown as ServerBuild;
    const handle = createRequestHandler(build, "production");
    const first = await handle(new Request("http://localhost/page/a"));
    const second = await handle(new Request("http://localhost/page/b"));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.text()).toContain("página");
    const trees = renderedTrees.splice(0);
    expect(trees).toHaveLength(2);
    expect(trees[0]).toBeDefined();
    expect(trees[1]).toBe(trees[0]);
    expect(contexts[1]?.routeModules).toBe(contexts[0]?.routeModules);
    expect(contexts[1]?.staticHandlerContext.matches.map((match) => match.params)).toEqual([{ slug: "b" }, { slug: "b" }]);
  });
});
