import { DATABASE_TEXT_LIMITS } from "~/db/text-limits";
import { AV_CATEGORIES } from "~/lib/vocabulary/av-categories";
/**
 * The job board's fixed lists, for forms, filters and the server alike (no server code here). Labels
 * live in the locale files under `jobs.types.<code>`, `jobs.statuses.<code>` and
 * `jobs.applicationStatuses.<code>`; the table's checks (migration 0018) list the same codes.
 */

/** Kinds of contract: 'freelance' is the spec's 'freelance/por evento'. */
export const JOB_TYPES = ["full_time", "part_time", "freelance", "temporary", "internship"] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** The AV categories an offer belongs to: the technicians' skill options, so an offer and a profile speak the same words. */
export const JOB_CATEGORIES = AV_CATEGORIES;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

/** An offer's life: only `active` is public (spec §4 'active is the only status shown'). */
export const OFFER_STATUSES = ["draft", "active", "closed"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Spec §4 Job application statuses; a new application is `pending`. */
export const APPLICATION_STATUSES = ["pending", "reviewed", "contacted", "accepted", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Currencies a salary may be stated in. */
export const SALARY_CURRENCIES = [
  "USD",
  "EUR",
  "ARS",
  "BOB",
  "BRL",
  "CLP",
  "COP",
  "CRC",
  "DOP",
  "GTQ",
  "HNL",
  "MXN",
  "NIO",
  "PAB",
  "PEN",
  "PYG",
  "UYU",
  "VES",
] as const;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];

/** Offers per page of the public list. */
export const JOBS_PAGE_SIZE = 20;
/** The public list counts no further than this ('más de 500 ofertas'). */
export const JOBS_COUNT_CAP = 500;
/** A company's own offers per page. */
export const COMPANY_OFFERS_PAGE_SIZE = 20;
/** Applications per page, the company's view of an offer and the applicant's 'Mis postulaciones'. */
export const APPLICATIONS_PAGE_SIZE = 20;

/** Limits of an offer's fields (the form and the server share them); text lengths are code points (decision 021). */
export const OFFER_LIMITS = {
  title: 120,
  description: 10_000,
  city: 80,
  categories: 5,
  requirements: 20,
  requirement: 200,
  salary: 1_000_000_000,
  coverLetter: DATABASE_TEXT_LIMITS["job_applications.cover_letter"].max,
} as const;
