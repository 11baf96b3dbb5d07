import { describe, expect, it } from "vitest";
import { keyBytes, type PushEnvironment, type PushSituation, pushSupport, pushView } from "./push-client";

const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const SAFARI_IPAD_AS_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

function environment(overrides: Partial<PushEnvironment>): PushEnvironment {
  return { hasServiceWorker: true, hasPushManager: true, hasNotification: true, userAgent: CHROME_ANDROID, maxTouchPoints: 5, standalone: false, ...overrides };
}

function situation(overrides: Partial<PushSituation>): PushSituation {
  return { support: "supported", permission: "default", subscribed: false, serverKnowsThisDevice: false, working: null, outcome: null, ...overrides };
}

describe("keyBytes", () => {
  it("decodes base64url with and without padding, '-' and '_' included", () => {
    expect([...keyBytes("-_8")]).toEqual([0xfb, 0xff]);
    expect([...keyBytes("-_8=")]).toEqual([0xfb, 0xff]);
    expect([...keyBytes("AQID")]).toEqual([1, 2, 3]);
  });

  it("gives the 65 bytes of an uncompressed P-256 public key (what applicationServerKey takes)", () => {
    const key = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url");
    const bytes = keyBytes(key);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });

  it("refuses text that is not base64url", () => {
    expect(() => keyBytes("a+b/")).toThrow();
    expect(() => keyBytes("no es clave")).toThrow();
  });
});

describe("pushSupport", () => {
  it("is supported where service workers, the Push API and notifications all exist", () => {
    expect(pushSupport(environment({}))).toBe("supported");
  });

  it("asks an iPhone or an iPad (which calls itself a Mac) to add the site to the home screen first", () => {
    const missing = { hasPushManager: false, hasNotification: false };
    expect(pushSupport(environment({ ...missing, userAgent: SAFARI_IPHONE }))).toBe("homeScreenFirst");
    expect(pushSupport(environment({ ...missing, userAgent: SAFARI_IPAD_AS_MAC, maxTouchPoints: 5 }))).toBe("homeScreenFirst");
  });

  it("says plainly that the browser cannot when adding it to the home screen would not help", () => {
    const missing = { hasPushManager: false, hasNotification: false };
    expect(pushSupport(environment({ ...missing, userAgent: SAFARI_IPHONE, standalone: true }))).toBe("unsupported");
    expect(pushSupport(environment({ ...missing, userAgent: SAFARI_IPAD_AS_MAC, maxTouchPoints: 0 }))).toBe("unsupported");
    expect(pushSupport(environment({ hasServiceWorker: false }))).toBe("unsupported");
  });
});

describe("pushView", () => {
  it("offers no button where the browser cannot, only the reason", () => {
    expect(pushView(situation({ support: "unsupported" }))).toEqual({ message: "unsupported", button: null });
    expect(pushView(situation({ support: "homeScreenFirst" }))).toEqual({ message: "homeScreenFirst", button: null });
  });

  it("offers to turn on, without a message, until the member presses", () => {
    expect(pushView(situation({}))).toEqual({ message: null, button: "turnOn" });
    expect(pushView(situation({ permission: "granted" }))).toEqual({ message: null, button: "turnOn" });
  });

  it("keeps the pressed button while working and says what is happening", () => {
    expect(pushView(situation({ working: "on" }))).toEqual({ message: "turningOn", button: "turnOn" });
    expect(pushView(situation({ working: "off", subscribed: true, serverKnowsThisDevice: true }))).toEqual({ message: "turningOff", button: "turnOff" });
  });

  it("is active only when this browser is subscribed and the server lists this device", () => {
    expect(pushView(situation({ permission: "granted", subscribed: true, serverKnowsThisDevice: true }))).toEqual({ message: "active", button: "turnOff" });
    expect(pushView(situation({ permission: "granted", subscribed: true }))).toEqual({ message: null, button: "turnOn" });
    expect(pushView(situation({ permission: "granted", serverKnowsThisDevice: true }))).toEqual({ message: null, button: "turnOn" });
  });

  it("explains a block with no button, whether it was there on load or the answer to the press", () => {
    expect(pushView(situation({ permission: "denied" }))).toEqual({ message: "denied", button: null });
    expect(pushView(situation({ outcome: "denied" }))).toEqual({ message: "denied", button: null });
  });

  it("says a failure plainly and offers to retry (or still to turn off when it stays active)", () => {
    expect(pushView(situation({ permission: "granted", outcome: "pushFailed" }))).toEqual({ message: "pushFailed", button: "retry" });
    expect(pushView(situation({ permission: "granted", outcome: "saveFailed" }))).toEqual({ message: "saveFailed", button: "retry" });
    expect(pushView(situation({ permission: "granted", outcome: "saveFailed", subscribed: true, serverKnowsThisDevice: true }))).toEqual({
      message: "saveFailed",
      button: "turnOff",
    });
  });

  it("offers the button again when the permission prompt was closed without an answer", () => {
    expect(pushView(situation({ outcome: "dismissed" }))).toEqual({ message: "dismissed", button: "turnOn" });
  });
});
