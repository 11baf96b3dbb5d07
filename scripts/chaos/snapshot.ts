// A private copy of what the instances run, so that a build started meanwhile in the same checkout cannot pull it away mid-run.
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { onCleanup } from "./cleanup";
import { say, sleep } from "./progress";

const PARTS = ["build", "server", "drizzle", "package.json"];
const WAIT_FOR_BUILD_MS = 120_000;

/**
 * Copies the production build, the server entry, the migrations and package.json into `into` (under
 * the project, so packages still resolve from its node_modules); waits up to two minutes for a build
 * another process is writing. Returns `into`; it is deleted when the suite ends.
 */
export async function snapshotApp(root: string, into: string): Promise<string> {
  const ready = () => existsSync(path.join(root, "build/server/index.js")) && existsSync(path.join(root, "build/client"));
  if (!ready()) say("waiting for build/ (a build is being written?)");
  for (const deadline = Date.now() + WAIT_FOR_BUILD_MS; !ready(); await sleep(1_000)) {
    if (Date.now() > deadline) throw new Error("no production build in build/: run `npm run build` (npm run chaos does)");
  }
  rmSync(into, { recursive: true, force: true });
  onCleanup("snapshot of the app", () => rmSync(into, { recursive: true, force: true }));
  for (const part of PARTS) cpSync(path.join(root, part), path.join(into, part), { recursive: true });
  return into;
}
