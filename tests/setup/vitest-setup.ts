import { beforeAll } from "vitest";
import { registerOutboxConsumers } from "~/shell/outbox-consumers.server";
import { testDatabase } from "./test-database";

registerOutboxConsumers();

beforeAll(async () => {
  await testDatabase();
});
