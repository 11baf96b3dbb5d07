// What must be undone however the suite ends: instances killed, the throwaway cluster stopped and deleted.

type Task = { name: string; run: () => Promise<void> | void };

const tasks: Task[] = [];
let running: Promise<void> | null = null;

/** Registers work to run when the suite ends (newest first); returns the function that unregisters it once it was done by hand. */
export function onCleanup(name: string, run: () => Promise<void> | void): () => void {
  const task = { name, run };
  tasks.push(task);
  return () => {
    const index = tasks.indexOf(task);
    if (index >= 0) tasks.splice(index, 1);
  };
}

/** Runs every registered task once, newest first; a failing task is reported and the others still run. */
export function cleanUp(): Promise<void> {
  running ??= (async () => {
    while (tasks.length > 0) {
      const task = tasks.pop() as Task;
      try {
        await task.run();
      } catch (error) {
        console.error(`clean-up "${task.name}" failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return running;
}

/** Ctrl-C or SIGTERM cleans up before the process exits (130 or 143). */
export function cleanUpOnSignals(): void {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up…`);
      void cleanUp().finally(() => process.exit(code));
    });
  }
}
