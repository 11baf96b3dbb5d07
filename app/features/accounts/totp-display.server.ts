import QRCode from "qrcode";

export type TotpDisplay = { qrDataUrl: string; manualKey: string };

/** The QR image (data URL) and the manual key, in groups of four, for an otpauth:// URI. */
export async function totpDisplay(totpURI: string): Promise<TotpDisplay> {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const qrDataUrl = await QRCode.toDataURL(totpURI, { margin: 1, width: 220 });
  return { qrDataUrl, manualKey: secret.replace(/(.{4})/g, "$1 ").trim() };
}
