import { Writable } from "node:stream";
import pino from "pino";
import { logger } from "~/lib/logger.server";

/**
 * Everything the app's own logger writes while `run` runs (the test's LOG_LEVEL is raised to `trace`
 * for that time), as the raw text a log collector would receive; `run` may read what is written so far. The logger's destination is swapped
 * through pino's public `symbols.streamSym` and restored afterwards, also when `run` throws.
 */
export async function capturedLog(run: (written: () => string) => Promise<unknown>): Promise<string> {
  const holder = logger as unknown as Record<symbol, unknown>;
  const original = holder[pino.symbols.streamSym];
  const level = logger.level;
  let text = "";
  holder[pino.symbols.streamSym] = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  logger.level = "trace";
  try {
    await run(() => text);
  } finally {
    holder[pino.symbols.streamSym] = original;
    logger.level = level;
  }
  return text;
}
