import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock.server";

describe("embedded data dir lock", () => {
  it("refuses a second opener while the first holds it, and frees it on release", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "redav-lock-")), "pglite");
    const release = lockDataDir(dir);
    writeFileSync(`${dir}.lock`, String(process.ppid)); // another live process holds it now
    expect(() => lockDataDir(dir)).toThrow(/ya está abierta por otro proceso/);
    release();
    expect(() => lockDataDir(dir)()).not.toThrow();
  });

  it("takes over a lock left by a process that no longer exists", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "redav-lock-")), "pglite");
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    writeFileSync(`${dir}.lock`, gone);
    const release = lockDataDir(dir);
    release();
  });
});
