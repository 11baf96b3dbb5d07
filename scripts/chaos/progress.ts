// Progress lines and waits shared by the fault suite's modules.

const started = Date.now();

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Seconds since the suite started. */
export function elapsedSeconds(): number {
  return (Date.now() - started) / 1000;
}

/** Prints one progress line, prefixed with the seconds since the suite started. */
export function say(message: string): void {
  console.log(`[${elapsedSeconds().toFixed(1).padStart(6)} s] ${message}`);
}

/** Milliseconds as seconds with `digits` decimals ("1.25 s"). */
export function seconds(ms: number, digits = 2): string {
  return `${(ms / 1000).toFixed(digits)} s`;
}
