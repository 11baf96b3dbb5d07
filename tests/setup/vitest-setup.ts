import { beforeAll } from "vitest";
import { registerBackgroundWork } from "~/shell/background-work.server";
import { testDatabase } from "./test-database";

registerBackgroundWork();

beforeAll(async () => {
  await testDatabase();
});
