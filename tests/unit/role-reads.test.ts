import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The forms of reading a role outside a policy module that the old lint pattern missed (issue 37 §3),
 * and a few more, each as a route would write it, with the refusal expected. Since decision 054 an
 * Actor keeps its roles under a key only the policy layer can name, so the type checker refuses them.
 */
const REFUSED: Record<string, { source: string; refusal: RegExp }> = {
  "optional chaining": { source: `export const f = (ctx: { actor: Actor | null }) => ctx.actor?.isAdmin === true;`, refusal: /TS2339.*'isAdmin'/ },
  destructuring: {
    source: `export const f = (actor: Actor) => { const { userType } = actor; return userType === "company"; };`,
    refusal: /TS2339.*'userType'/,
  },
  "a switch": {
    source: `export function f(actor: Actor) { switch (actor.membershipLevel) { case "gold": return 2; default: return 0; } }`,
    refusal: /TS2339.*'membershipLevel'/,
  },
  ".includes": { source: `export const f = (actor: Actor) => ["company", "individual"].includes(actor.userType);`, refusal: /TS2339.*'userType'/ },
  "a call to roles.*": { source: `export const f = (actor: Actor) => roles.isAdmin(actor);`, refusal: /TS2345.*'Actor'.*PolicyActor/ },
  "a renamed variable": {
    source: `export const f = (ctx: { actor: Actor | null }) => { const who = ctx.actor; return who !== null && who.isTrainer; };`,
    refusal: /TS2339.*'isTrainer'/,
  },
  "an index by name": { source: `export const f = (actor: Actor) => actor["subscriptionTier"];`, refusal: /TS7053.*subscriptionTier/ },
  "a spread copy": { source: `export const f = (actor: Actor) => ({ ...actor }).isAdmin;`, refusal: /TS2339.*'isAdmin'/ },
  "a structural parameter": {
    source: `const admin = (who: { isAdmin: boolean }) => who.isAdmin;\nexport const f = (actor: Actor) => admin(actor);`,
    refusal: /TS2345.*'Actor'.*isAdmin/,
  },
  "a PolicyActor made of an Actor": { source: `export const f = (actor: Actor): PolicyActor => actor;`, refusal: /TS2322.*'Actor'.*'PolicyActor'/ },
};

const MANAGE = `const policy = definePolicy({ manage: { allows: (actor: PolicyActor) => roles.isAdmin(actor), refusal: { key: "ADMIN_ONLY", status: 403 } } });\n`;

/** What a screen or use case writes instead: the feature's policy decides (and the checker accepts it). */
const ACCEPTED: Record<string, string> = {
  "a policy's can": `${MANAGE}export const f = (ctx: { actor: Actor | null }) => policy.can(ctx.actor, "manage");`,
  "a policy's authorize": `${MANAGE}export const f = (ctx: { actor: Actor | null }) => policy.authorize(ctx.actor, "manage").id;`,
  "the identity fields": `export const f = (actor: Actor) => [actor.id, actor.email, actor.displayName, actor.memberNumber, actor.twoFactorEnabled];`,
};

const HEADER = `import type { Actor } from "~/lib/actor";\nimport { definePolicy, type PolicyActor, roles } from "~/lib/policy";\nvoid definePolicy;\nvoid roles;\nexport type { PolicyActor };\n`;

/** Type-checks each snippet as a route module of the app (the project's compiler options and `~/` paths) and returns its errors as text. */
function typeErrors(snippets: Record<string, string>): Map<string, string> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error("tsconfig.json did not parse");
  const options: ts.CompilerOptions = { ...config.options, types: [], noEmit: true };
  const files = new Map(Object.keys(snippets).map((name, index) => [path.join(ROOT, `app/routes/role-read-fixture-${index}.ts`), name]));
  const sources = new Map([...files].map(([file, name]) => [file, HEADER + snippets[name]]));
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => sources.get(path.resolve(file)) ?? readFile(file);
  host.fileExists = (file) => sources.has(path.resolve(file)) || fileExists(file);
  const program = ts.createProgram([...files.keys()], options, host);
  const found = new Map<string, string>();
  for (const [file, name] of files) {
    const source = program.getSourceFile(file);
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    found.set(name, diagnostics.map((diagnostic) => `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`).join("\n"));
  }
  return found;
}

describe("an actor's roles are read only through the policy layer (decision 054)", () => {
  const found = typeErrors({ ...Object.fromEntries(Object.entries(REFUSED).map(([name, { source }]) => [name, source])), ...ACCEPTED });

  it.each(Object.keys(REFUSED))("the type checker refuses %s", (name) => {
    expect(found.get(name), name).toMatch(REFUSED[name].refusal);
  });

  it.each(Object.keys(ACCEPTED))("the type checker accepts %s", (name) => {
    expect(found.get(name), name).toBe("");
  });
});
