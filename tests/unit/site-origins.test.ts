import { describe, expect, it } from "vitest";
import { requestOrigin, siteOrigins } from "../../server/site-origins";

/** A request as Express shows it to `requestOrigin`: the scheme and these headers. */
const request = (headers: Record<string, string>) => ({ protocol: "http", get: (name: string) => headers[name.toLowerCase()] });

describe("the site's own origins", () => {
  it("in local mode, every loopback name on the port it listens on is the site", () => {
    expect([...siteOrigins({ APP_ENV: "local", PUBLIC_URL: "http://localhost:3000", PORT: 3000 })].sort()).toEqual(
      ["http://127.0.0.1:3000", "http://[::1]:3000", "http://localhost:3000"].sort(),
    );
  });

  it("in local mode behind a loopback PUBLIC_URL on another port, both ports are the site", () => {
    const origins = siteOrigins({ APP_ENV: "local", PUBLIC_URL: "http://localhost:8080", PORT: 3000 });
    for (const origin of ["http://localhost:8080", "http://127.0.0.1:8080", "http://127.0.0.1:3000", "http://[::1]:3000"])
      expect(origins.has(origin), origin).toBe(true);
    expect(origins.has("http://127.0.0.1:9999")).toBe(false);
  });

  it("a deployment is only its PUBLIC_URL, whatever name reaches it", () => {
    expect([...siteOrigins({ APP_ENV: "production", PUBLIC_URL: "https://redav.lat", PORT: 3000 })]).toEqual(["https://redav.lat"]);
  });

  it("builds a request's URL on the origin the visitor used when it is the site's, else on PUBLIC_URL's", () => {
    const origins = siteOrigins({ APP_ENV: "local", PUBLIC_URL: "http://localhost:3000", PORT: 3000 });
    const fallback = "http://localhost:3000";
    expect(requestOrigin(request({ host: "127.0.0.1:3000" }), origins, fallback)).toBe("http://127.0.0.1:3000");
    expect(requestOrigin(request({ host: "127.0.0.1:3000", origin: "http://localhost:3000" }), origins, fallback)).toBe("http://localhost:3000");
    expect(requestOrigin(request({ host: "evil.example" }), origins, fallback)).toBe(fallback);
    expect(requestOrigin(request({ host: "127.0.0.1:3000", origin: "https://evil.example" }), origins, fallback)).toBe(fallback);
  });
});
