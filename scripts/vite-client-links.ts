import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const LINK_MODULE = /\/app\/components\/ui\/link\.tsx$/;
const PRODUCTION = fileURLToPath(new URL("../node_modules/react-router/dist/production/", import.meta.url));
const PRODUCTION_ENTRIES: Record<string, string> = { "react-router": `${PRODUCTION}index.mjs`, "react-router/dom": `${PRODUCTION}dom-export.mjs` };

/**
 * In the browser build, the app's links are React Router's own (`app/components/ui/link.tsx` only
 * changes how a server render writes them): the module becomes a re-export that Rollup folds away, so
 * no chunk of its own is downloaded.
 */
export function clientLinks(): Plugin {
  return {
    name: "redav:client-links",
    enforce: "pre",
    resolveId(id) {
      if (this.environment.name !== "client" || process.env.RR_DEV) return undefined;
      return PRODUCTION_ENTRIES[id];
    },
    load(id) {
      if (this.environment.name !== "client" || !LINK_MODULE.test(id)) return undefined;
      return 'export { Link, NavLink } from "react-router";';
    },
  };
}
