import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES, isDeployed, parseEnv, startupWarnings } from "./env.server";

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

  it("says every problem of a bad environment on one line", () => {
    const problem = (() => {
      try {
        parseEnv({ PORT: "abc", NODE_ENV: "production", HEADERS_TIMEOUT_MS: "soon" });
      } catch (error) {
        return error;
      }
    })();
    expect(problem).toBeInstanceOf(Error);
    expect((problem as Error).message).not.toContain("\n");
    expect((problem as Error).message).toMatch(/^Entorno inválido: .*PORT.*HEADERS_TIMEOUT_MS/);
  });

  it("refuses local mode on a network address, in Spanish and English, unless ALLOW_LOCAL_MODE_ON_NETWORK says so", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "redav.example.org"]) {
      expect(() => parseEnv({ HOST: host }), host).toThrow(/no es loopback.*ALLOW_LOCAL_MODE_ON_NETWORK=1.* \/ .*is not loopback/);
      expect(() => parseEnv({ NODE_ENV: "production", APP_ENV: "local", HOST: host }), host).toThrow(/^HOST=\S+ no es loopback[^\n]*$/);
    }
    for (const host of ["127.0.0.1", "localhost", "::1", "[::1]", "127.0.0.2"]) {
      expect(startupWarnings(parseEnv({ HOST: host })), host).toEqual([]);
    }
    expect(() => parseEnv({ HOST: "0.0.0.0", ALLOW_LOCAL_MODE_ON_NETWORK: "0" })).toThrow(/no es loopback/);
    expect(() => parseEnv({ HOST: "0.0.0.0", ALLOW_LOCAL_MODE_ON_NETWORK: "quizás" })).toThrow(/ALLOW_LOCAL_MODE_ON_NETWORK es 1/);
  });

  it("warns at start, in Spanish and English, when local mode is opened to the network on purpose", () => {
    const exposed = parseEnv({ HOST: "0.0.0.0", ALLOW_LOCAL_MODE_ON_NETWORK: "1" });
    expect(exposed.HOST).toBe("0.0.0.0");
    const [warning, ...others] = startupWarnings(exposed);
    expect(others).toEqual([]);
    expect(warning).toMatch(/^ATENCIÓN: modo local abierto a la red en HOST=0\.0\.0\.0.*\/dev\/mail.* \/ WARNING: local mode open to the network/);
    expect(warning).not.toContain("\n");
  });

  it("lets production listen anywhere without a warning", () => {
    const deployed = parseEnv({ NODE_ENV: "production", HOST: "0.0.0.0", PUBLIC_URL: "https://redav.lat", BETTER_AUTH_SECRET: "s".repeat(32) });
    expect(startupWarnings(deployed)).toEqual([]);
  });

  it("takes the slow-client limits from the environment, headers never longer than the whole request", () => {
    expect(parseEnv({})).toMatchObject({ HEADERS_TIMEOUT_MS: 10_000, REQUEST_TIMEOUT_MS: 120_000, KEEP_ALIVE_TIMEOUT_MS: 65_000, MAX_CONNECTIONS: 5_000 });
    expect(parseEnv({ HEADERS_TIMEOUT_MS: "500", REQUEST_TIMEOUT_MS: "1000", MAX_CONNECTIONS: "40" })).toMatchObject({
      HEADERS_TIMEOUT_MS: 500,
      REQUEST_TIMEOUT_MS: 1000,
      MAX_CONNECTIONS: 40,
    });
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: "5000", REQUEST_TIMEOUT_MS: "1000" })).toThrow(/HEADERS_TIMEOUT_MS: no puede superar REQUEST_TIMEOUT_MS/);
    expect(() => parseEnv({ MAX_CONNECTIONS: "0" })).toThrow(/MAX_CONNECTIONS/);
  });

  it("documents every variable in .env.example, which once its secret is filled in is a valid production environment", () => {
    const lines = readFileSync(new URL("../../.env.example", import.meta.url), "utf8").split("\n");
    const mentioned = new Set(lines.map((line) => line.match(/^#?\s*([A-Z_]+)=/)?.[1]).filter(Boolean));
    expect(ENV_VARIABLES.filter((name) => !mentioned.has(name))).toEqual([]);
    const example: Record<string, string> = {};
    for (const line of lines) {
      const set = line.match(/^([A-Z_]+)=(.*)$/);
      if (set?.[1]) example[set[1]] = (set[2] ?? "").replace(/^"(.*)"$/, "$1");
    }
    const deployed = parseEnv({ ...example, BETTER_AUTH_SECRET: "s".repeat(64) });
    expect(isDeployed(deployed)).toBe(true);
    expect(deployed).toMatchObject({ HOST: "127.0.0.1", TRUST_PROXY: 1, MAIL_FROM: "RedAV <no-reply@red.example.org>" });
  });
});
