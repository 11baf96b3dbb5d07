// A throwaway PostgreSQL cluster for the fault suite: its own folder and port, never the machine's server.
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { onCleanup } from "./cleanup";
import { freePort } from "./ports";
import { sleep } from "./progress";

const exec = promisify(execFile);
/** Starts tried after a crash (every 0.5 s): the dead postmaster's backends leave within a second or two. */
const START_ATTEMPTS = 20;

/** Whether a process is alive (signal 0); a zombie nobody reaped yet (a container's first process may never) is dead. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, "utf8") : "";
  return !/^\d+ \(.*\) Z/.test(stat);
}
const MACHINE_PORT = 5432;
const DATABASE = "redav";

export type Cluster = {
  /** The app's database on this cluster. */
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: every connection is cut, the server is back when it resolves. */
  restartFast: () => Promise<void>;
  /** `kill -9` of the postmaster (fsync is on): resolves with its pid once it is dead; its backends follow it by themselves. */
  crash: () => Promise<number>;
  /** Starts the server after a crash, again while the dead postmaster's backends still hold its shared memory; resolves once it accepts connections (crash recovery done). */
  startAfterCrash: () => Promise<void>;
  /** `pg_ctl stop -m fast`: the server is down when it resolves. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** The last lines of the server's log. */
  logTail: () => string;
  /** Stops the server at once and deletes its folder. */
  destroy: () => Promise<void>;
};

/** The newest PostgreSQL binaries of the machine (or CHAOS_PG_BIN). */
function binDir(): string {
  if (process.env.CHAOS_PG_BIN) return process.env.CHAOS_PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((version) => existsSync(path.join(root, version, "bin", "initdb"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("no PostgreSQL binaries under /usr/lib/postgresql/*/bin (set CHAOS_PG_BIN)");
  return path.join(root, newest, "bin");
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as the `postgres` OS user when this process is root (initdb refuses root). */
async function tool(bin: string, name: string, args: string[]): Promise<void> {
  const command = path.join(bin, name);
  const [file, list] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  await exec(file, list, { timeout: 90_000, cwd: "/" });
}

/**
 * Creates, starts and registers for deletion a cluster in a temporary folder on a free port
 * (never 5432), with trust authentication on 127.0.0.1 only and an empty `redav` database.
 */
export async function createCluster(): Promise<Cluster> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "redav-chaos-pg-"));
  const data = path.join(dir, "data");
  const log = path.join(dir, "server.log");
  let port = await freePort();
  while (port === MACHINE_PORT) port = await freePort();
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  // fsync on, as in production: a kill -9 of the postmaster must lose nothing that was committed.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=80`;
  const pgCtl = (...args: string[]) => tool(bin, "pg_ctl", ["-D", data, "-l", log, "-w", "-t", "60", ...args]);
  const destroy = async () => {
    await pgCtl("-m", "immediate", "stop").catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  const forget = onCleanup("throwaway PostgreSQL cluster", destroy);
  await tool(bin, "initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"]);
  await pgCtl("-o", options, "start");
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  try {
    await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    port,
    restartFast: () => pgCtl("-m", "fast", "-o", options, "restart"),
    crash: async () => {
      const pid = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
      process.kill(pid, "SIGKILL");
      while (alive(pid)) await sleep(20);
      return pid;
    },
    startAfterCrash: async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await pgCtl("-o", options, "start");
        } catch (error) {
          if (attempt >= START_ATTEMPTS) throw error;
          await sleep(500);
        }
      }
    },
    stop: () => pgCtl("-m", "fast", "stop"),
    start: () => pgCtl("-o", options, "start"),
    logTail: () => (existsSync(log) ? readFileSync(log, "utf8").split("\n").slice(-20).join("\n") : ""),
    destroy: async () => {
      forget();
      await destroy();
    },
  };
}
