import { type AddressInfo, createServer } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { reloadEnv } from "~/lib/env.server";

/**
 * For the tests of the calling describe block, points SMTP_URL at a server that hangs up on every
 * connection (so every send fails), and restores the environment afterwards.
 */
export function useRefusingSmtp(): void {
  const server = createServer((socket) => socket.destroy());
  let previous: string | undefined;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    previous = process.env.SMTP_URL;
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
    reloadEnv();
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = previous;
    reloadEnv();
    await new Promise((resolve) => server.close(resolve));
  });
}
