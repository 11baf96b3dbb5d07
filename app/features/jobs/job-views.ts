import type { CardProfile } from "~/features/profiles/public";
import type { ApplicationStatus, JobType, OfferStatus } from "./job-options";

/** The company behind an offer, as lists and the offer page show it. */
export type OfferCompany = { id: string; name: string; logoUrl: string | null; slug: string | null };

/** An offer in a list (spec §3 job_offers with its creator), the description cut short. */
export type OfferSummary = {
  id: number;
  title: string;
  excerpt: string;
  country: string;
  city: string | null;
  remoteAllowed: boolean;
  /** Issue 36: the whole work is remote (then remoteAllowed too); remoteAllowed alone means partly remote, at the offer's place. */
  fullyRemote: boolean;
  jobType: JobType;
  experienceLevel: string | null;
  category: string[];
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  validThrough: string | null;
  /** Issue 27: the days of the work itself, both included, when the offer has them. */
  workStartsOn: string | null;
  workEndsOn: string | null;
  publishedAt: string | null;
  isActive: boolean;
  company: OfferCompany;
};

/** One offer's page: everything a visitor may see, plus what the viewer's own relation to it is. */
export type OfferDetail = Omit<OfferSummary, "excerpt"> & {
  description: string;
  requirements: string[];
  status: OfferStatus;
  viewsCount: number;
  createdAt: string;
  updatedAt: string;
  /** The viewer owns the offer (drafts and closed offers are shown to them only). */
  isOwner: boolean;
  /** The signed-in viewer's application to it, if any. */
  myApplication: { id: number; status: ApplicationStatus; createdAt: string } | null;
};

export type OfferPage = { offers: OfferSummary[]; count: number; capped: boolean; page: number; pages: number };

/** A company's own offer in its list, with how many applied. */
export type CompanyOffer = {
  id: number;
  title: string;
  status: OfferStatus;
  jobType: JobType;
  country: string;
  city: string | null;
  validThrough: string | null;
  viewsCount: number;
  applicationsCount: number;
  createdAt: string;
  publishedAt: string | null;
  /** On the board now: active and its closing date not past. */
  isActive: boolean;
};

export type CompanyOfferPage = { offers: CompanyOffer[]; count: number; page: number; pages: number };

/** Spec §7: an own application is the job with applicationStatus, applicationId and applicationDate. */
export type MyApplication = OfferSummary & { status: OfferStatus; applicationStatus: ApplicationStatus; applicationId: number; applicationDate: string };

export type MyApplicationPage = { applications: MyApplication[]; count: number; page: number; pages: number };

/** An application as the offer's company sees it: the applicant's card, the letter, whether a CV can be downloaded. */
export type ReceivedApplication = {
  id: number;
  status: ApplicationStatus;
  coverLetter: string;
  createdAt: string;
  applicant: CardProfile & { hasCvEnabled: boolean };
  /** The applicant attached a copy of their CV when applying. */
  hasAttachedCv: boolean;
  /** The subject of a message about this application (spec: '<job title> - De: <applicant name>'). */
  contactSubject: string;
};

export type ReceivedApplicationPage = {
  offer: { id: number; title: string; status: OfferStatus };
  /** The status the list is narrowed to, if any. */
  status: ApplicationStatus | null;
  /** How many applications the offer has in each status, and in all. */
  byStatus: Record<ApplicationStatus, number>;
  all: number;
  applications: ReceivedApplication[];
  count: number;
  page: number;
  pages: number;
};
