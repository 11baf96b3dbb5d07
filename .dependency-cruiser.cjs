// The feature graph's rules (issue 37 §1, decision 051), checked by `npm test` ("Dependency rules")
// on the product's code under app/ (test files are outside the graph; Biome checks their imports).
// tests/unit/dependency-rules.test.ts proves each rule fires on a planted violation.

/** The app's top: routes, the shell and the files that start it; nothing below may import them. */
const TOP = "^app/(routes|shell)/|^app/(routes|root|entry[.](server|client))[.]tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-feature-cycle",
      comment:
        "Features form a DAG (decision 051): a feature that reaches itself through other features is a cycle. Break the edge that points the wrong way: move shared words to app/lib/vocabulary, pass a component or a function in from the route, or move the code to the feature that owns it.",
      severity: "error",
      scope: "folder",
      from: { path: "^app/features/([^/]+)" },
      to: { circular: true, pathNot: "^app/features/$1(/|$)" },
    },
    {
      name: "feature-door",
      comment:
        "A feature uses another feature only through its door, public.ts (and public.server.ts for server-only rules: decision 016), never through its inside.",
      severity: "error",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/", pathNot: ["^app/features/$1/", "^app/features/[^/]+/public([.]server)?[.]tsx?$"] },
    },
    {
      name: "no-arrow-back-up-from-features",
      comment: "Layers run one way, routes → features → lib → db: a feature never imports a route, the shell or the app's start.",
      severity: "error",
      from: { path: "^app/features/" },
      to: { path: TOP },
    },
    {
      name: "no-arrow-back-up-from-infrastructure",
      comment:
        "lib/, db/ and the shared UI (components/) know no feature, route or shell: pass feature pieces in, or move the code into the feature. db/ is the bottom: it imports nothing of lib/ or components/ either.",
      severity: "error",
      from: { path: "^app/(lib|db|components)/" },
      to: { path: [TOP, "^app/features/"] },
    },
    {
      name: "no-arrow-back-up-from-db",
      comment: "db/ is the bottom layer: the schema and the client import nothing of lib/ or components/ (lib/ imports db/, not the other way).",
      severity: "error",
      from: { path: "^app/db/" },
      to: { path: "^app/(lib|components)/" },
    },
    {
      name: "no-arrow-back-up-from-lib",
      comment: "lib/ is infrastructure under the shared UI: it never imports app/components/.",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: "^app/components/" },
    },
    {
      name: "no-demo-in-product",
      comment:
        "The demo data is a fixture (decision 056): seed/ writes through app/shell/bulk-import.server.ts and the features' import use cases, and nothing in app/ imports seed/ (only server/, scripts/, bench/ and tests/ do).",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^seed/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["[.]test[.]tsx?$", "^tests/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
    skipAnalysisNotInRules: true,
  },
};
