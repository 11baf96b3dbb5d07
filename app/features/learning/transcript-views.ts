import type { ScoreBand } from "~/db/assessment-values";

/** Where a certificate stands today: valid, past its expiry, revoked by an admin, or replaced by a renewal. */
export type CertificateState = "valid" | "expired" | "revoked" | "superseded";

/** One certificate of a course in the transcript (every one: the current and the ones a renewal replaced). */
export type TranscriptCertificate = {
  id: string;
  state: CertificateState;
  issuedAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  supersededAt: string | null;
  /** Shown only when the certificate shows it (the trainer's choice when it was issued). */
  scoreBand: ScoreBand | null;
};

/** One course of the transcript: its facts, the member's progress and its certificates, newest first. */
export type TranscriptCourse = {
  slug: string;
  title: string;
  durationHours: number;
  /** The course is published (its page opens); a course taken back to draft stays listed without a link. */
  available: boolean;
  lessonsDone: number;
  lessonCount: number;
  /** When she enrolled (her own transcript only; null on the public page or for a certificate without enrollment). */
  enrolledAt: string | null;
  completedAt: string | null;
  /** The band of the current certificate (not revoked, not replaced) when it shows one, else null. */
  scoreBand: ScoreBand | null;
  certificates: TranscriptCertificate[];
};

/** The transcript's totals, over every course (not only the page shown). */
export type TranscriptTotals = { courses: number; completed: number; validCertificates: number; certifiedHours: number };

/** A page of a transcript: the holder's name, the courses of this page, the totals and where the page sits. */
export type Transcript = {
  holderName: string;
  courses: TranscriptCourse[];
  totals: TranscriptTotals;
  page: number;
  pages: number;
};

/** Whether the member shares her transcript, and at which public id. */
export type TranscriptShare = { shareId: string | null; sharedAt: string | null };
