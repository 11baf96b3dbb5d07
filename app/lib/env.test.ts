import { describe, expect, it } from "vitest";
import { isDeployed, parseEnv } from "./env.server";

describe("environment", () => {
  it("applies the defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      NODE_ENV: "development",
      APP_ENV: "local",
      PUBLIC_URL: "http://localhost:3000",
      TRUST_PROXY: 0,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("stops with a message naming every invalid variable", () => {
    expect(() => parseEnv({ PORT: "abc", DATABASE_URL: "mysql://x", SMTP_URL: "http://mail" })).toThrow(
      /PORT debe ser un número de puerto[\s\S]*DATABASE_URL[\s\S]*SMTP_URL/,
    );
  });

  it("treats a production build as a deployment unless APP_ENV=local, and then requires its URL and secret", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/PUBLIC_URL: obligatorio[\s\S]*BETTER_AUTH_SECRET: obligatorio/);
    const deployed = parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://redav.lat", BETTER_AUTH_SECRET: "s".repeat(32) });
    expect(isDeployed(deployed)).toBe(true);
    expect(isDeployed(parseEnv({ NODE_ENV: "production", APP_ENV: "local" }))).toBe(false);
  });

  it("lets the public URL follow the port when not set", () => {
    expect(parseEnv({ PORT: "4000" }).PUBLIC_URL).toBe("http://localhost:4000");
    expect(parseEnv({ PUBLIC_URL: "https://redav.lat/" }).PUBLIC_URL).toBe("https://redav.lat");
  });
});
