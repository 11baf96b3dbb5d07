import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { formatLongDate } from "~/components/ui/format-date";
import type { Ctx } from "~/lib/context.server";
import { serverI18n } from "~/lib/i18n/resources.server";
import { serverSiteParams } from "~/lib/i18n/site-params.server";
import { pdfAnswer } from "~/lib/pdf-answer.server";
import { siteOrigin } from "./certificate-answers.server";
import { certificateUrl } from "./certificate-credential";
import { writable } from "./pdf-text";
import { learningPolicy } from "./policy";
import { wholeTranscript } from "./transcript.server";
import { sharedTranscriptOwner, transcriptPath } from "./transcript-share.server";
import type { Transcript, TranscriptCertificate } from "./transcript-views";

const NAVY = rgb(0.09, 0.15, 0.33);
const GREY = rgb(0.28, 0.33, 0.41);
const RED = rgb(0.6, 0.1, 0.1);
const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 50;

/** Words of the transcript catalog in the reader's language, and her dates. */
type Words = { t: (key: string, params?: Record<string, string | number>) => string; date: (iso: string) => string };

/** Writes lines top-down across as many A4 pages as the text needs. */
class Writer {
  private page: PDFPage;
  private y = HEIGHT - MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = pdf.addPage([WIDTH, HEIGHT]);
  }

  /** Writes `text` wrapped to the page's width, starting a new page when it would not fit. */
  line(text: string, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; gap?: number } = {}): void {
    const size = options.size ?? 11;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    for (const part of wrap(writable(text), font, size, WIDTH - 2 * MARGIN - indent)) {
      if (this.y - size < MARGIN) {
        this.page = this.pdf.addPage([WIDTH, HEIGHT]);
        this.y = HEIGHT - MARGIN;
      }
      this.y -= size;
      this.page.drawText(part, { x: MARGIN + indent, y: this.y, size, font, color: options.color ?? GREY });
      this.y -= size * 0.4;
    }
    this.y -= options.gap ?? 0;
  }
}

/** Splits a text into lines no wider than `width` at this font and size (a word longer than a line stays whole). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines.length ? lines : [""];
}

function certificateLine(certificate: TranscriptCertificate, { t, date }: Words): string {
  const parts = [t(`state.${certificate.state}`), t("certificate.issuedOn", { date: date(certificate.issuedAt) })];
  if (certificate.revokedAt) parts.push(t("certificate.revokedOn", { date: date(certificate.revokedAt) }));
  else if (certificate.supersededAt) parts.push(t("certificate.supersededOn", { date: date(certificate.supersededAt) }));
  else if (certificate.expiresAt)
    parts.push(t(certificate.state === "expired" ? "certificate.expiredOn" : "certificate.validUntil", { date: date(certificate.expiresAt) }));
  if (certificate.scoreBand) parts.push(t("course.band", { band: t(`band.${certificate.scoreBand}`) }));
  return parts.join(" · ");
}

/**
 * The transcript as an A4 PDF made on the server: the holder, the totals, and each course with its
 * hours, progress (the member's own copy), score band and every certificate with its state and address.
 */
export async function transcriptPdf(
  transcript: Transcript,
  options: { origin: string; publicUrl: string | null; showProgress: boolean; now: Date },
  words: Words,
): Promise<Uint8Array> {
  const { t, date } = words;
  const pdf = await PDFDocument.create();
  const title = t("pdf.title", { name: transcript.holderName });
  pdf.setTitle(writable(title));
  pdf.setAuthor(writable(serverSiteParams().siteName));
  const out = new Writer(pdf, { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) });
  out.line(serverSiteParams().siteName, { size: 12, bold: true, color: NAVY });
  out.line(title, { size: 22, bold: true, color: NAVY });
  out.line(t("pdf.generatedOn", { date: date(options.now.toISOString()) }), { size: 10, gap: 8 });
  const { totals } = transcript;
  out.line(
    [
      `${t("totals.courses")}: ${totals.courses}`,
      `${t("totals.completed")}: ${totals.completed}`,
      `${t("totals.validCertificates")}: ${totals.validCertificates}`,
      `${t("totals.certifiedHours")}: ${totals.certifiedHours}`,
    ].join(" · "),
    { size: 11, bold: true, gap: 12 },
  );
  for (const course of transcript.courses) {
    out.line(course.title, { size: 13, bold: true, color: NAVY });
    const facts = [t("course.hours", { count: course.durationHours })];
    if (options.showProgress) facts.push(t("course.progress", { done: course.lessonsDone, total: course.lessonCount }));
    facts.push(course.completedAt ? t("course.completedOn", { date: date(course.completedAt) }) : t("course.inProgress"));
    if (course.scoreBand) facts.push(t("course.band", { band: t(`band.${course.scoreBand}`) }));
    out.line(facts.join(" · "), { indent: 12 });
    if (course.certificates.length === 0) out.line(t("course.noCertificate"), { indent: 12 });
    for (const certificate of course.certificates) {
      out.line(certificateLine(certificate, words), { indent: 12, color: certificate.state === "revoked" ? RED : GREY, bold: certificate.state === "valid" });
      out.line(certificateUrl(options.origin, certificate.id), { indent: 24, size: 9 });
    }
    out.line("", { size: 4, gap: 6 });
  }
  if (options.publicUrl) out.line(`${t("pdf.publicAt")} ${options.publicUrl}`, { size: 10, gap: 4 });
  out.line(t("pdf.notOfficial"), { size: 9 });
  return pdf.save();
}

function words(ctx: Pick<Ctx, "locale">): Words {
  const { t } = serverI18n(ctx.locale);
  return { t: (key, params) => t(`transcript:${key}`, params), date: (iso) => formatLongDate(iso, ctx.locale) };
}

/** The signed-in member's whole transcript as a PDF attachment (every course, with progress); 401/403 as text otherwise. */
export function myTranscriptPdfAnswer(ctx: Ctx): Promise<Response> {
  return pdfAnswer(ctx, async () => {
    const actor = learningPolicy.authorize(ctx.actor, "takeCourses");
    const transcript = await wholeTranscript(ctx, actor.id, "own");
    const text = words(ctx);
    const bytes = await transcriptPdf(transcript, { origin: siteOrigin(), publicUrl: null, showProgress: true, now: ctx.now() }, text);
    return { bytes: Buffer.from(bytes), fileName: `${text.t("pdf.fileName")}.pdf` };
  });
}

/** A shared transcript as a PDF anyone with the link may download (certified courses only); 404 text for an unknown or withdrawn link. */
export function publicTranscriptPdfAnswer(ctx: Ctx, shareId: string): Promise<Response> {
  return pdfAnswer(ctx, async () => {
    const owner = await sharedTranscriptOwner(ctx, shareId);
    const transcript = await wholeTranscript(ctx, owner, "public");
    const text = words(ctx);
    const origin = siteOrigin();
    const bytes = await transcriptPdf(transcript, { origin, publicUrl: `${origin}${transcriptPath(shareId)}`, showProgress: false, now: ctx.now() }, text);
    return { bytes: Buffer.from(bytes), fileName: `${text.t("pdf.fileName")}-${shareId}.pdf` };
  });
}
