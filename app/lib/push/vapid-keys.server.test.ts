import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { parseEnv } from "~/lib/env.server";
import { keptSecret } from "~/lib/generated-secret.server";
import { testDatabase } from "../../../tests/setup/test-database";
import { loadVapidKeys, pushPublicKey, vapidSubject } from "./vapid-keys.server";

describe("the VAPID keys, generated on the first start and kept like the session secret", () => {
  it("are a P-256 pair: the public key an uncompressed point, the private key 32 bytes; the subject a mailto: of the mail sender", async () => {
    const keys = await loadVapidKeys(await testDatabase());
    expect(pushPublicKey()).toBe(keys.publicKey);
    const point = Buffer.from(keys.publicKey, "base64url");
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect(Buffer.from(keys.privateKey, "base64url")).toHaveLength(32);
    expect(vapidSubject()).toBe("mailto:no-reply@redav.lat");
  });

  it("a generated secret is written once to the shared database: a second instance reads the first one's", async () => {
    const handle = await testDatabase();
    const shared = { ...handle, kind: "postgres" } as DatabaseHandle;
    const secret = { name: `test-${randomUUID()}`, file: "unused", generate: () => randomUUID() };
    const first = await keptSecret(shared, "./unused", secret);
    expect(await keptSecret(shared, "./unused", secret)).toBe(first);
  });

  it("on an embedded database a generated secret is kept in a file under DATA_DIR that only its owner reads", async () => {
    const handle = { ...(await testDatabase()), kind: "pglite" } as DatabaseHandle;
    const dir = mkdtempSync(path.join(tmpdir(), "redav-secret-"));
    try {
      const secret = { name: "vapid", file: "vapid-keys.json", generate: () => randomUUID() };
      const first = await keptSecret(handle, dir, secret);
      expect(await keptSecret(handle, dir, secret)).toBe(first);
      expect(statSync(path.join(dir, "vapid-keys.json")).mode & 0o777).toBe(0o600);
      expect(await keptSecret(handle, "memory://", secret)).not.toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together or not at all", () => {
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: "B".repeat(87) })).toThrow(/VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: "corta", VAPID_PRIVATE_KEY: "A".repeat(43) })).toThrow(/VAPID_PUBLIC_KEY es una clave/);
    expect(parseEnv({ VAPID_PUBLIC_KEY: "B".repeat(87), VAPID_PRIVATE_KEY: "A".repeat(43) }).VAPID_PRIVATE_KEY).toBe("A".repeat(43));
  });
});
