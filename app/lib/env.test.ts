import { describe, expect, it } from "vitest";
import { isDeployed, parseEnv } from "./env.server";

describe("environment", () => {
  it("applies the defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", NODE_ENV: "development", PUBLIC_URL: "http://localhost:3000" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("stops with a message naming every invalid variable", () => {
    expect(() => parseEnv({ PORT: "abc", DATABASE_URL: "mysql://x", SMTP_URL: "http://mail" })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL/);
  });

  it("requires a secret for a real deployment but not for a local production build", () => {
    expect(() => parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://redav.lat" })).toThrow(/BETTER_AUTH_SECRET/);
    const local = parseEnv({ NODE_ENV: "production" });
    expect(isDeployed(local)).toBe(false);
  });
});

describe("public URL", () => {
  it("follows the port when not set", () => {
    expect(parseEnv({ PORT: "4000" }).PUBLIC_URL).toBe("http://localhost:4000");
    expect(parseEnv({ PUBLIC_URL: "https://redav.lat/", BETTER_AUTH_SECRET: "x".repeat(32) }).PUBLIC_URL).toBe("https://redav.lat");
  });
});
