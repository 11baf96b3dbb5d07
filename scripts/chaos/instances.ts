// App instances as a deployment runs them: `NODE_ENV=production node server/index.js`, each on its own port.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { onCleanup } from "./cleanup";
import { sleep } from "./progress";

const READY_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 10_000;
/** Variables of the suite's own environment that would change what a spawned server does. */
const SERVER_VARIABLES = ["HOST", "PORT", "PUBLIC_URL", "APP_ENV", "DATABASE_URL", "DATA_DIR", "BETTER_AUTH_SECRET", "SMTP_URL", "TRUST_PROXY", "LOG_LEVEL"];

/** One app server process; the same port across restarts (as behind a load balancer). */
export class Instance {
  readonly url: string;
  private child: ChildProcess | null = null;

  /** `root`: the folder holding server/, build/ and drizzle/ (a snapshot of the project's). */
  constructor(
    readonly name: string,
    readonly port: number,
    private readonly root: string,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    onCleanup(`instance ${name}`, () => this.stop());
  }

  /** Whether its process is alive (it may still be starting). */
  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process (its output appended to its log file) and resolves with the milliseconds until /api/ready answers 200; throws if it exits or never gets ready. */
  async start(): Promise<number> {
    const started = Date.now();
    const base: NodeJS.ProcessEnv = { ...process.env };
    for (const key of SERVER_VARIABLES) delete base[key];
    const log = openSync(this.logFile, "a");
    const child = spawn(process.execPath, ["server/index.js"], {
      cwd: this.root,
      env: { ...base, NODE_ENV: "production", PORT: String(this.port), HOST: "127.0.0.1", ...this.env },
      stdio: ["ignore", log, log],
    });
    closeSync(log);
    this.child = child;
    while (Date.now() - started < READY_TIMEOUT_MS) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${this.name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${this.logTail()}`);
      }
      const status = await fetch(`${this.url}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return Date.now() - started;
      await sleep(100);
    }
    child.kill("SIGKILL");
    throw new Error(`${this.name} was not ready within ${READY_TIMEOUT_MS} ms:\n${this.logTail()}`);
  }

  /** `kill -9`: the process dies at once, with whatever it held (claimed outbox events, open streams, the data dir's lock file). */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGKILL");
    await exited;
  }

  /** SIGSTOP: the process is frozen (it answers nothing, its worker claims nothing) until resume(). */
  pause(): void {
    if (this.running) this.child?.kill("SIGSTOP");
  }

  /** SIGCONT: a paused process carries on. */
  resume(): void {
    if (this.running) this.child?.kill("SIGCONT");
  }

  /** SIGTERM (the graceful shutdown), then SIGKILL after STOP_GRACE_MS. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    this.resume();
    child.kill("SIGTERM");
    const force = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
    await exited;
    clearTimeout(force);
  }

  /** The last lines of its log. */
  logTail(): string {
    try {
      return readFileSync(this.logFile, "utf8").split("\n").slice(-15).join("\n");
    } catch {
      return "";
    }
  }
}
