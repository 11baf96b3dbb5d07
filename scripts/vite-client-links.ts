import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const LINK_MODULE = /\/app\/components\/ui\/link\.tsx$/;
const PRODUCTION = fileURLToPath(new URL("../node_modules/react-router/dist/production/", import.meta.url));
const PRODUCTION_ENTRIES: Record<string, string> = { "react-router": `${PRODUCTION}index.mjs`, "react-router/dom": `${PRODUCTION}dom-export.mjs` };

/**
 * The browser build (decision 082): React Router from its production files (the server keeps the
 * patched files Node loads), and the app's links as React Router's own (`app/components/ui/link.tsx`
 * only changes how a server render writes them): that module becomes a re-export Rollup folds away.
 * Builds only: the development server keeps its pre-bundled React Router.
 */
export function clientLinks(): Plugin {
  return {
    name: "redav:client-links",
    enforce: "pre",
    apply: "build",
    resolveId(id) {
      if (this.environment.name !== "client") return undefined;
      return PRODUCTION_ENTRIES[id];
    },
    load(id) {
      if (this.environment.name !== "client" || !LINK_MODULE.test(id)) return undefined;
      return 'export { Link, NavLink } from "react-router";';
    },
  };
}
