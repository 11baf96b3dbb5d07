/** Browsers by their user-agent token, most specific first (Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari). */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/(Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** Systems by their user-agent token, most specific first (Android says Linux; iPadOS may say Macintosh). */
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/**
 * A short name for a device from its browser's User-Agent, made of proper nouns only ('Chrome · Android',
 * 'Safari · iOS', 'Firefox'), so it reads the same in every language; empty when neither is recognised
 * (the screens then show the catalog's 'other browser' or 'unknown device'). The session list and the
 * push devices name devices with it.
 */
export function deviceLabel(userAgent: string | null): string {
  const agent = userAgent ?? "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  return [browser, system].filter(Boolean).join(" · ");
}
