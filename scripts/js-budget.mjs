// The JavaScript budget of public pages: what a first visit downloads before hydration (client
// entry, root, the page's route chain with their imports, and the translations loaded before
// hydration: the shell's (common) and those the chain's routes name in `handle.namespaces`, of one
// language, the largest counted), as the browser receives it: the brotli file the build made and
// the server sends (scripts/vite-precompress.ts, server/static-files.ts), or the file itself when
// it is too small to be compressed, read from the production build's asset manifest. The legal texts (loaded only by the legal pages) are content and not counted.
// Fails when any public page exceeds the budget, so a feature cannot grow it silently; the
// stylesheet, inlined into every document, has a budget of its own. A page whose route says
// `handle.scriptless` is sent to a visitor without any script (issue 43 §3; tests/e2e/scriptless-pages.spec.ts
// proves the documents): it counts 0 here and is listed apart.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUDGET_KIB = 112.5;
// The stylesheet is inlined into every document's head (docs/decisions/009), so it must stay small.
const STYLESHEET_BUDGET_KIB = 10;
const serverAssets = "build/server/assets";
const chunk = readdirSync(serverAssets).find((file) => file.startsWith("server-build-"));
if (!chunk) throw new Error("no production build: run `npx react-router build` first");
const chunkModule = await import(path.resolve(serverAssets, chunk));
// The chunk is the server build itself, or exports it (when other modules share the chunk).
const build = "assets" in chunkModule ? chunkModule : Object.values(chunkModule).find((value) => value && typeof value === "object" && "assets" in value);
const { entry, routes: assetRoutes } = build.assets;

const sizes = new Map();
/** The bytes a browser that accepts brotli receives for a file of the client build, in KiB. */
function compressedKiB(file) {
  if (!sizes.has(file)) {
    const served = path.join("build/client", file);
    sizes.set(file, statSync(existsSync(`${served}.br`) ? `${served}.br` : served).size / 1024);
  }
  return sizes.get(file);
}

/** The route and its ancestors, root first. */
function chain(id) {
  const ids = [];
  for (let current = id; current; current = build.routes[current]?.parentId) ids.unshift(current);
  return ids;
}

const clientAssets = readdirSync("build/client/assets");
/**
 * The largest built chunk of a translation namespace (one per language): `{namespace}-{hash}.js`, the
 * hash being Rollup's 8 characters, so that a code chunk such as `news-editor-main-….js` never counts.
 */
function translationKiB(namespace) {
  const chunkName = new RegExp(`^${namespace}-[A-Za-z0-9_-]{8}\\.js$`);
  const files = clientAssets.filter((file) => chunkName.test(file));
  if (files.length === 0) throw new Error(`no ${namespace} translation chunk in the build`);
  return Math.max(...files.map((file) => compressedKiB(`/assets/${file}`)));
}
// SHELL_NAMESPACES of app/lib/i18n/i18n.ts.
const SHELL_NAMESPACES = ["common"];
const UNCOUNTED_NAMESPACES = new Set(["legal"]);

/** The translations a page loads before hydration: the shell's and those its route chain names. */
function translationsKiB(ancestors) {
  const namespaces = new Set(SHELL_NAMESPACES);
  for (const ancestor of ancestors) for (const namespace of build.routes[ancestor]?.module?.handle?.namespaces ?? []) namespaces.add(namespace);
  return [...namespaces].filter((namespace) => !UNCOUNTED_NAMESPACES.has(namespace)).reduce((sum, namespace) => sum + translationKiB(namespace), 0);
}

const results = [];
const scriptless = [];
for (const [id, route] of Object.entries(build.routes)) {
  const ancestors = chain(id);
  if (ancestors.some((ancestor) => ancestor.startsWith("routes/guards/")) || !route.module?.default) continue;
  if (ancestors.some((ancestor) => build.routes[ancestor]?.module?.handle?.scriptless === true)) {
    scriptless.push(route.path ?? (route.index ? "/" : id));
    continue;
  }
  const files = new Set([entry.module, ...entry.imports]);
  for (const ancestor of ancestors) {
    const asset = assetRoutes[ancestor];
    if (!asset) continue;
    files.add(asset.module);
    for (const file of asset.imports ?? []) files.add(file);
  }
  const total = translationsKiB(ancestors) + [...files].reduce((sum, file) => sum + compressedKiB(file), 0);
  results.push({ page: route.path ?? (route.index ? "/" : id), kib: total });
}
results.sort((a, b) => b.kib - a.kib);
for (const { page, kib } of results.slice(0, Number(process.env.SHOW ?? 5))) console.log(`${kib.toFixed(2).padStart(7)} KiB  ${page}`);
const over = results.filter((result) => result.kib > BUDGET_KIB);
if (over.length > 0) {
  console.error(`JavaScript budget exceeded (${BUDGET_KIB} KiB brotli): ${over.map((result) => `${result.page} ${result.kib.toFixed(1)} KiB`).join(", ")}`);
  process.exit(1);
}
console.log(`JavaScript budget: every public page within ${BUDGET_KIB} KiB (brotli), largest ${results[0]?.kib.toFixed(1)} KiB`);
console.log(`No JavaScript for a visitor (0 KiB): ${scriptless.join(", ")}`);

const stylesheets = clientAssets.filter((file) => file.endsWith(".css"));
const stylesheetKiB = stylesheets.reduce((sum, file) => sum + compressedKiB(`/assets/${file}`), 0);
if (stylesheetKiB > STYLESHEET_BUDGET_KIB) {
  console.error(`Stylesheet budget exceeded: ${stylesheetKiB.toFixed(1)} KiB brotli inlined into every page (budget ${STYLESHEET_BUDGET_KIB} KiB)`);
  process.exit(1);
}
console.log(`Stylesheet inlined into every page: ${stylesheetKiB.toFixed(1)} KiB (brotli), budget ${STYLESHEET_BUDGET_KIB} KiB`);
