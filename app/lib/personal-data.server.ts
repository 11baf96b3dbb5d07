import type { SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { Ctx } from "~/lib/context.server";
import type { Locale } from "~/lib/i18n/locales";
import type { ConsumerCtx } from "~/lib/outbox/consumers.server";
import type { Bucket } from "~/lib/storage/buckets";

/*
 * The contract between the features that hold a member's personal data and the privacy centre that
 * exports and erases it (issue 25 §1, decision 053): each feature declares its part in its own
 * personal-data.server.ts, the shell registers them all (shell/personal-data.server.ts), and the
 * privacy centre reads them, so that it imports no feature.
 */

/** A member's notification in the copy, rendered in their language. */
export type ExportedNotification = { title: string; message: string; type: string; read: boolean; createdAt: string };

/** A member's certificate in the copy, as a credential (certificados/{id}.json). */
export type ExportedCredential = { id: string; credential: Record<string, unknown> };

/** Whose data a section reads: the member's id and e-mail (mail, the newsletter and its name in others' rows are keyed by it). */
export type DataOwner = { id: string; email: string };

/**
 * One part of a member's data export: a name (the key in `datos.json` and a heading of
 * `datos.html`, `privacy:export.sections.<name>`, placed by the privacy centre's table of contents) and the query of the member's rows, with explicit
 * columns: never a secret (password hashes, session tokens, 2FA secrets, feed or preview tokens),
 * never another member's data beyond the name and id the app itself shows the member.
 */
export type ExportSection = { name: string; query: (owner: DataOwner) => SQL };

/**
 * What another account keeps about the member (issue 41, decision 070: a company's private notes on
 * them): never in the member's automatic copy, but read when an admin answers their access request.
 * `name` is the section's key (`privacy:heldAbout.sections.<name>`); the query reads several members
 * at once (an admin's queue shows a page of requests): its rows are `member_id` and plain text columns
 * (who keeps it, what, when), never more of the other account than its shown name.
 */
export type HeldAboutSection = { name: string; query: (memberIds: string[]) => SQL };

/** A stored file, by bucket and key. */
export type FileRef = { bucket: Bucket; key: string };

/** The member being erased: their id, the names long enough to be their own, their e-mail and when they joined. */
export type ErasedPerson = { id: string; email: string; names: string[]; createdAt: Date };

/** What one erasure step works with, inside the erasure's transaction. */
export type Erasing = {
  db: Db;
  now: Date;
  person: ErasedPerson;
  /** The ex-member's account id: random, unlinkable to the member. */
  formerId: string;
  /** The member's id → the ex-member's id, each of their names and their e-mail → the ex-member's name. */
  textPairs: [string, string][];
  /** The same pairs as written inside a JSON string. */
  jsonPairs: [string, string][];
  /** What names the member: their id, e-mail and names. */
  needles: string[];
  /** A text as it is written inside a JSON string (quotes and backslashes escaped). */
  jsonText: (text: string) => string;
  /** `replace(replace(column, a, b), c, d)` for every pair. */
  replaced: (column: SQL, pairs: [string, string][]) => SQL;
  /** Whether a text contains any of the needles (strpos: a name's % or _ is no wildcard). */
  mentions: (column: SQL, needles: string[]) => SQL;
  /** Creates the ex-member's account (call once, before pointing rows at `formerId`). */
  formerMemberAccount: () => Promise<void>;
};

/**
 * One step of erasing an account. `tables`: the tables it rewrites or empties of the member; `files`:
 * stored files to delete, named before any row goes and deleted after the account row is gone.
 */
export type ErasureStep = {
  name: string;
  tables: string[];
  files?: (db: Db, person: ErasedPerson) => Promise<FileRef[]>;
  erase?: (erasing: Erasing) => Promise<void>;
};

/** What a company's account shows the public and goes offline while its deletion waits: `pause` returns what to store (under `key`) to undo it. */
export type DeletionPause = {
  key: string;
  pause: (db: Db, userId: string, now: Date) => Promise<unknown>;
  resume: (db: Db, userId: string, paused: unknown, now: Date) => Promise<void>;
};

/** The account's own checks a deletion needs: the owner's password (and 2FA code) and ending this browser's session. */
export type AccountIdentity = {
  confirmIdentity: (ctx: Ctx, raw: { password?: unknown; code?: unknown }) => Promise<void>;
  signOut: (ctx: Ctx) => Promise<string[]>;
};

/**
 * One feature's personal data, as the privacy centre exports, erases and pauses it. Each feature
 * that holds personal data declares one (its personal-data.server.ts); the shell registers them all.
 */
export type PersonalDataPart = {
  feature: string;
  /** Its sections of the member's copy (the privacy centre places them in its table of contents). */
  exportSections?: ExportSection[];
  /** What other accounts keep about the member, given with the answer to an access request (never in the automatic copy). */
  heldAboutMember?: HeldAboutSection[];
  /** The member's notifications in their language (the copy's notifications section). */
  exportNotifications?: (db: Db, ownerId: string, locale: Locale) => Promise<ExportedNotification[]>;
  /** The member's certificates as credentials (the copy's certificados folder). */
  exportCredentials?: (ctx: ConsumerCtx, ownerId: string, origin: string) => Promise<ExportedCredential[]>;
  /** The member's events as one calendar (the copy's eventos.ics), or null. */
  exportCalendar?: (ctx: ConsumerCtx, ownerId: string, origin: string) => Promise<string | null>;
  /** Stored files named by the member's sections that are not in their own folder (the copy's archivos folder). */
  exportFiles?: (sections: Record<string, unknown[]>) => FileRef[];
  /** The names the member is known by besides the account's own (a person's, a company's), or null. */
  memberNames?: (db: Db, userId: string) => Promise<(string | null)[]>;
  /** Its steps of an erasure (the privacy centre runs them in its order of steps). */
  erasure?: ErasureStep[];
  /** Its tables whose rows go with the account row, or lose the member, by their foreign key (cascade or set null). */
  goesWithAccount?: string[];
  /** What a company shows the public and goes offline while its deletion waits. */
  deletionPause?: DeletionPause;
  /** The account's own checks (one feature supplies them). */
  identity?: AccountIdentity;
};

/**
 * The registered parts live on globalThis, not in a module variable: in development Vite gives requests
 * fresh copies of changed modules, which must still see what start-up registered (as server/lifecycle.ts
 * keeps its handles).
 */
const PARTS: unique symbol = Symbol.for("redav.personal-data-parts");
const holder = globalThis as { [PARTS]?: Map<string, PersonalDataPart> };
holder[PARTS] ??= new Map();
const parts = holder[PARTS];

/** Registers one feature's personal data; registering the same feature again replaces its part (start-up and tests may run twice). */
export function registerPersonalDataPart(part: PersonalDataPart): void {
  parts.set(part.feature, part);
}

/** Every registered part, in registration order. */
export function personalDataParts(): PersonalDataPart[] {
  return [...parts.values()];
}
