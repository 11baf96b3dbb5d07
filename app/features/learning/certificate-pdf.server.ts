import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";
import { serverSiteParams } from "~/lib/i18n/site-params.server";
import { certificateUrl } from "./certificate-credential";
import type { CertificateView } from "./certificates.server";
import { writable } from "./pdf-text";

const NAVY = rgb(0.09, 0.15, 0.33);
const GREY = rgb(0.28, 0.33, 0.41);
const RED = rgb(0.6, 0.1, 0.1);

/** A text of the credentials catalog's `certificate` keys, in the reader's language. */
export type CertificateText = (key: string, params?: Record<string, string | number>) => string;

/**
 * The certificate as a one-page A4 landscape PDF made on the server: the holder, the course, hours,
 * completion date, trainer, its validity, the score band when shown, RedAV as issuer, the id, a QR code
 * of its public page and, when revoked or replaced by a renewal, that it is, with the date and reason.
 */
export async function certificatePdf(
  certificate: CertificateView,
  origin: string,
  t: CertificateText,
  formatDate: (iso: string) => string,
  now: Date = new Date(),
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(writable(`${t("certificate.title")}: ${certificate.courseTitle}`));
  pdf.setAuthor(writable(serverSiteParams().siteName));
  const page = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const center = (text: string, y: number, size: number, font = regular, color = GREY) => {
    const safe = writable(text);
    const width = font.widthOfTextAtSize(safe, size);
    page.drawText(safe, { x: Math.max(40, (842 - width) / 2), y, size, font, color, maxWidth: 762 });
  };
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: NAVY, borderWidth: 3 });
  center(t("catalogue.heading"), 500, 18, bold, NAVY);
  center(t("certificate.title"), 455, 32, bold, NAVY);
  center(t("certificate.certifies"), 410, 14);
  center(certificate.holderName, 370, 28, bold, NAVY);
  center(t("certificate.completed"), 330, 14);
  center(certificate.courseTitle, 295, 20, bold, NAVY);
  center(t("certificate.hoursOn", { count: certificate.durationHours, date: formatDate(certificate.completedAt) }), 264, 13);
  const lines = [
    certificate.trainerName ? t("certificate.trainer", { name: certificate.trainerName }) : null,
    certificate.expiresAt
      ? t(new Date(certificate.expiresAt) > now ? "certificate.validUntil" : "certificate.expiredOn", { date: formatDate(certificate.expiresAt) })
      : null,
    certificate.scoreBand ? t("certificate.bandLine", { band: t(`certificate.bands.${certificate.scoreBand}`) }) : null,
  ].filter((line): line is string => line !== null);
  lines.forEach((line, index) => {
    center(line, 245 - index * 18, 13);
  });
  if (certificate.revokedAt) {
    center(t("certificate.revokedOn", { date: formatDate(certificate.revokedAt) }), 184, 16, bold, RED);
    if (certificate.revokedReason) center(certificate.revokedReason, 168, 12, regular, RED);
  } else if (certificate.supersededBy) {
    center(t("certificate.supersededPdf", { url: certificateUrl(origin, certificate.supersededBy) }), 184, 13, bold, RED);
  }
  const url = certificateUrl(origin, certificate.id);
  const qr = await pdf.embedPng(await QRCode.toBuffer(url, { margin: 1, width: 240 }));
  page.drawImage(qr, { x: 60, y: 50, width: 110, height: 110 });
  page.drawText(writable(t("certificate.verifyAt")), { x: 185, y: 120, size: 11, font: regular, color: GREY });
  page.drawText(writable(url), { x: 185, y: 104, size: 11, font: bold, color: NAVY });
  page.drawText(writable(`${t("certificate.id")}: ${certificate.id}`), { x: 185, y: 88, size: 10, font: regular, color: GREY });
  page.drawText(writable(t("certificate.notOfficial")), { x: 185, y: 60, size: 9, font: regular, color: GREY, maxWidth: 600 });
  return pdf.save();
}
