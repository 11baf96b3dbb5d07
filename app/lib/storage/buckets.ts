/**
 * Spec buckets, the learning area's two, the pictures of news and events, and the library's files, the photos on technicians' public pages (`profile-media`). Public ones are served at /files/{bucket}/{key} to
 * anyone; `cvs` only through the CV download rule, `course-files` (lesson PDFs) only to a lesson's
 * readers, `library-files` only through the library's download check, `data-exports` (a member's ZIP of their data) only to its owner.
 */
export const BUCKETS = {
  "profile-images": { public: true },
  "company-logos": { public: true },
  "hero-images": { public: true },
  "gallery-images": { public: true },
  "company-products": { public: true },
  cvs: { public: false },
  "course-covers": { public: true },
  "course-files": { public: false },
  "news-images": { public: true },
  "event-images": { public: true },
  "library-files": { public: false },
  "data-exports": { public: false },
  "profile-media": { public: true },
  /** Issue 41: files sent with messages, read only by the conversation's two people (and admins handling a report of the message). */
  "message-files": { public: false },
} as const;

export type Bucket = keyof typeof BUCKETS;

/** True for a bucket anyone may read (its keys are random, so a URL is only known to those shown it). */
export function isPublicBucket(name: string): name is Bucket {
  return Object.hasOwn(BUCKETS, name) && BUCKETS[name as Bucket].public;
}

/** The public URL of a stored file of a public bucket. */
export function fileUrl(bucket: Bucket, key: string): string {
  return `/files/${bucket}/${key}`;
}
