import { beforeAll } from "vitest";
import { registerBackgroundWork } from "~/shell/background-work.server";
import { registerPersonalData } from "~/shell/personal-data.server";
import { testDatabase } from "./test-database";

registerBackgroundWork();
registerPersonalData();

beforeAll(async () => {
  await testDatabase();
});
