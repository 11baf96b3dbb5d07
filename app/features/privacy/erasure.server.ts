import { randomBytes } from "node:crypto";
import { eq, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";
import { user } from "~/db/schema/auth";
import { accountDeletions } from "~/db/schema/privacy";
import { logger } from "~/lib/logger.server";
import type { ConsumerCtx } from "~/lib/outbox/consumers.server";
import { purgePages } from "~/lib/page-cache.server";
import type { ErasedPerson, Erasing, FileRef } from "~/lib/personal-data.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { filesOf } from "~/lib/storage/quota.server";
import { FORMER_MEMBER_NAME } from "~/lib/vocabulary/display-name";
import { FORMER_MEMBER_PREFIX } from "./former-member";
import { erasureStepsInOrder, suppliedByAll } from "./personal-data-registry.server";

/** How many due deletions one run of the periodic job carries out (the rest wait for the next hour). */
const ERASURES_PER_RUN = 20;

/** The ex-member's account (never verified, of the 'former' type) that their kept rows point at. */
const FORMER_MEMBER_ACCOUNT = rawQuery(
  "privacy.former-member-account",
  (formerId: string, createdAt: Date, now: Date) =>
    sql`insert into "user" (id, name, email, email_verified, user_type, type, created_at, updated_at)
                         values (${formerId}, ${FORMER_MEMBER_NAME}, ${`${formerId}@ex-miembro.invalid`}, false, 'former', 'former', ${createdAt}, ${now})`,
  [[`${FORMER_MEMBER_PREFIX}sample`, new Date(0), new Date(0)]],
);

async function personOf(db: Db, userId: string): Promise<ErasedPerson | null> {
  const [row] = await db.select({ email: user.email, name: user.name, created_at: user.createdAt }).from(user).where(eq(user.id, userId));
  if (!row) return null;
  const known: (string | null)[] = [];
  for (const namesOf of suppliedByAll("memberNames")) known.push(...(await namesOf(db, userId)));
  // Only names long enough to be the member's own, never a fragment that would touch others' words.
  const names = [...new Set([...known, row.name].filter((name): name is string => typeof name === "string" && name.trim().length >= 3))];
  return { id: userId, email: row.email, names, createdAt: new Date(row.created_at) };
}

/** `replace(replace(column, a, b), c, d)` for every pair: the member's id, names and e-mail inside a text. */
function replaced(column: SQL, pairs: [string, string][]): SQL {
  return pairs.reduce((text, [from, to]) => sql`replace(${text}, ${from}, ${to})`, column);
}

/** Whether a text contains any of the needles (strpos: a name's % or _ is no wildcard). */
function mentions(column: SQL, needles: string[]): SQL {
  return sql.join(
    needles.map((needle) => sql`strpos(${column}, ${needle}) > 0`),
    sql` or `,
  );
}

/**
 * Erases one account whose grace period is over (issue 25 §1), in the caller's transaction, by the
 * features' registered steps in the order of ERASURE_STEPS:
 * - messages other people received from the member (and sent to them) stay for those people, from
 *   or to a new ex-member account ('Ex-miembro de RedAV', a random id unlinkable to the member);
 * - the member's name in others' notifications and mail log, and their id, name and e-mail in the
 *   audit log (the trigger's one exception), are replaced by the ex-member;
 * - the send log, the outbox, abuse counters, verification tokens, view counters and the newsletter
 *   lose what named the member; their account row goes, and with it (foreign keys) their profile,
 *   sessions, follows, applications (withdrawn), offers, website, saved items, progress, certificates;
 * - their files (photos, CVs and their copies, logos, site pictures, exports) are deleted.
 * The member number is never given again (a sequence), and the e-mail may register anew.
 */
export async function eraseAccount(db: Db, userId: string, now: Date): Promise<boolean> {
  const steps = erasureStepsInOrder();
  const person = await personOf(db, userId);
  if (!person) return false;
  const formerId = `${FORMER_MEMBER_PREFIX}${randomBytes(12).toString("base64url")}`;
  const jsonText = (text: string) => JSON.stringify(text).slice(1, -1);
  const textPairs: [string, string][] = [
    [person.id, formerId],
    ...person.names.map((name): [string, string] => [name, FORMER_MEMBER_NAME]),
    [person.email, FORMER_MEMBER_NAME],
  ];
  const jsonPairs = textPairs.map(([from, to]): [string, string] => [jsonText(from), jsonText(to)]);
  const needles = [person.id, person.email, ...person.names];
  const formerMemberAccount = async () => {
    await FORMER_MEMBER_ACCOUNT.run(db, formerId, person.createdAt, now);
  };
  const erasing: Erasing = { db, now, person, formerId, textPairs, jsonPairs, needles, jsonText, replaced, mentions, formerMemberAccount };

  // Files first named, deleted once the rows are gone (on the database store, in this same transaction).
  const store = fileStore(db);
  const files: FileRef[] = (await filesOf(store, person.id)).map((file) => ({ bucket: file.bucket, key: file.key }));
  for (const step of steps) if (step.files) files.push(...(await step.files(db, person)));

  for (const step of steps) if (step.erase) await step.erase(erasing);

  for (const file of files) await store.delete(file.bucket, file.key);
  return true;
}

/**
 * The periodic job: erases the accounts whose 14 days are over, each in a savepoint of its own (one
 * that fails is logged and retried on the next run, the others go ahead). Returns how many.
 */
export async function eraseDueAccounts(ctx: ConsumerCtx): Promise<number> {
  const due = await ctx.db
    .select({ user_id: accountDeletions.userId })
    .from(accountDeletions)
    .where(lte(accountDeletions.deleteAfter, ctx.now()))
    .orderBy(accountDeletions.deleteAfter)
    .limit(ERASURES_PER_RUN);
  let erased = 0;
  for (const { user_id: userId } of due) {
    try {
      if (await ctx.db.transaction((tx) => eraseAccount(tx as unknown as Db, userId, ctx.now()))) erased += 1;
    } catch (error) {
      logger.error({ err: error }, "account erasure failed");
    }
  }
  if (erased > 0) {
    await purgePages(ctx.db, "/explore");
    await purgePages(ctx.db, "/jobs");
    await purgePages(ctx.db, "/sitemap");
    await purgePages(ctx.db, "/tecnicos");
  }
  return erased;
}
