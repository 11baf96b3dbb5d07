import { describe, expect, it } from "vitest";
import { isAllowedPushEndpoint } from "./push-endpoint.server";

describe("the push endpoint guard (SSRF)", () => {
  it("lets a deployment send only over https to the browsers' push services", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGx",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ]) {
      expect(isAllowedPushEndpoint(endpoint, true), endpoint).toBe(true);
    }
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pass@fcm.googleapis.com/fcm/send/abc",
      "https://push.apple.com.attacker.example/x",
      "https://attackerpush.apple.com/x",
      "https://169.254.169.254/latest/meta-data",
      "http://127.0.0.1:4000/push/1",
      "https://localhost/push/1",
      "file:///etc/passwd",
      "not a url",
    ]) {
      expect(isAllowedPushEndpoint(endpoint, true), endpoint).toBe(false);
    }
  });

  it("outside a deployment also lets the server send to this machine's loopback (a local push service)", () => {
    expect(isAllowedPushEndpoint("http://127.0.0.1:4000/push/1", false)).toBe(true);
    expect(isAllowedPushEndpoint("http://localhost:4000/push/1", false)).toBe(true);
    expect(isAllowedPushEndpoint("http://10.0.0.5:4000/push/1", false)).toBe(false);
    expect(isAllowedPushEndpoint("ftp://127.0.0.1/push/1", false)).toBe(false);
  });
});
