import { registerNotificationConsumers } from "~/features/notifications/consumers.server";
import { registerMailConsumer } from "~/lib/mail/mail-queue.server";

/** Registers every consumer of the outbox (called once at start-up, and by the test setup). */
export function registerOutboxConsumers(): void {
  registerMailConsumer();
  registerNotificationConsumers();
}
