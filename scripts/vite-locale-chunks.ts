import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:locale-chunks";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const LOCALE_MODULE = /\/app\/locales\/(\w+)\/(\w+)\.json$/;

/**
 * Tells the server build where the client build put each translation chunk (`virtual:locale-chunks`,
 * `{ "es/common": "/assets/common-….js" }`), so a document can preload its language's chunks
 * instead of discovering them after the entry script ran. Empty in development.
 */
export function localeChunks(): Plugin {
  const chunks: Record<string, string> = {};
  return {
    name: "redav:locale-chunks",
    sharedDuringBuild: true,
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? `export default ${JSON.stringify(chunks)};` : undefined;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const output of Object.values(bundle)) {
        const match = output.type === "chunk" && output.facadeModuleId ? LOCALE_MODULE.exec(output.facadeModuleId) : null;
        if (match) chunks[`${match[1]}/${match[2]}`] = `/${output.fileName}`;
      }
    },
  };
}
