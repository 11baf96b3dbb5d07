import type { Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";

type VerifiedListener = (db: Db, userId: string) => Promise<void>;

const listeners: VerifiedListener[] = [];

/** Registers work to run once an account's e-mail is verified (the notifications domain adds the welcome). */
export function onEmailVerifiedDo(listener: VerifiedListener): void {
  listeners.push(listener);
}

/** Runs every verified-e-mail listener; a failing listener is logged and never blocks the sign-in. */
export async function onEmailVerified(db: Db, userId: string): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(db, userId);
    } catch (error) {
      logger.warn({ err: error, userId }, "email-verified hook failed");
    }
  }
}
