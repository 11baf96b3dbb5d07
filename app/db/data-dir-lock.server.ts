import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid a lock file's text names when it is another process that is still alive, else null. */
export function liveOwner(lockText: string): number | null {
  const owner = Number.parseInt(lockText, 10);
  return Number.isInteger(owner) && owner !== process.pid && alive(owner) ? owner : null;
}

/**
 * Takes the lock file of an embedded data dir for this process (PGlite allows one process per dir).
 * A lock left by a dead process is taken over; a live one stops the start with a clear message.
 * Returns the function that releases it.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = liveOwner(readFileSync(lockFile, "utf8"));
      if (owner !== null) {
        throw new Error(`La base de datos embebida ${dir} ya está abierta por otro proceso (pid ${owner}). Detén la app antes de abrirla de nuevo.`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`No se pudo tomar el bloqueo de ${dir}`);
}
