import { beforeAll } from "vitest";
import { testDatabase } from "./test-database";

beforeAll(async () => {
  await testDatabase();
});
