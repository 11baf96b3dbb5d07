import QRCode from "qrcode";

export type TotpDisplay = { qrDataUrl: string; manualKey: string };

const MAX_URI_LENGTH = 512;

/** The QR image (data URL) and manual key of an otpauth://totp URI with a base32 secret, or null when it is not one. */
export async function totpDisplay(totpURI: string): Promise<TotpDisplay | null> {
  if (totpURI.length > MAX_URI_LENGTH) return null;
  let secret: string;
  try {
    const url = new URL(totpURI);
    if (url.protocol !== "otpauth:") return null;
    secret = url.searchParams.get("secret") ?? "";
  } catch {
    return null;
  }
  if (!/^[A-Z2-7]+=*$/i.test(secret)) return null;
  const qrDataUrl = await QRCode.toDataURL(totpURI, { margin: 1, width: 220 });
  return { qrDataUrl, manualKey: secret.replace(/(.{4})/g, "$1 ").trim() };
}
