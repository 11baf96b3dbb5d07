import { randomBytes } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { queryRows } from "~/db/rows";
import { logger } from "~/lib/logger.server";
import type { ConsumerCtx } from "~/lib/outbox/consumers.server";
import { purgePages } from "~/lib/page-cache.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { filesOf } from "~/lib/storage/quota.server";
import { FORMER_MEMBER_NAME } from "~/lib/vocabulary/display-name";
import { FORMER_MEMBER_PREFIX } from "./former-member";

/** How many due deletions one run of the periodic job carries out (the rest wait for the next hour). */
const ERASURES_PER_RUN = 20;

type Person = { id: string; email: string; names: string[]; createdAt: Date };

async function personOf(db: Db, userId: string): Promise<Person | null> {
  const [row] = await queryRows<{ email: string; name: string; person: string | null; company: string | null; created_at: Date | string }>(
    db,
    sql`select u.email, u.name, nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as person, c.company_name as company, u.created_at
        from "user" u left join user_profiles p on p.id = u.id left join company_profiles c on c.id = u.id where u.id = ${userId}`,
  );
  if (!row) return null;
  // Only names long enough to be the member's own, never a fragment that would touch others' words.
  const names = [...new Set([row.person, row.company, row.name].filter((name): name is string => typeof name === "string" && name.trim().length >= 3))];
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
 * Erases one account whose grace period is over (issue 25 §1), in the caller's transaction:
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

  // Files first named, deleted once the rows are gone (on the database store, in this same transaction).
  const store = fileStore(db);
  const owned = await filesOf(store, person.id);
  const copies = await queryRows<{ cv_path: string }>(db, sql`select cv_path from job_applications where applicant_id = ${person.id} and cv_path is not null`);
  const exports = await queryRows<{ file_key: string }>(db, sql`select file_key from data_exports where user_id = ${person.id} and file_key is not null`);

  // Messages the other side kept stay theirs, with the ex-member; those both sides deleted go.
  const kept = await queryRows<{ kept: number | string }>(
    db,
    sql`select count(*)::int as kept from messages where (sender_id = ${person.id} and not recipient_deleted) or (recipient_id = ${person.id} and not sender_deleted)`,
  );
  if (Number(kept[0]?.kept ?? 0) > 0) {
    await db.execute(sql`insert into "user" (id, name, email, email_verified, user_type, type, created_at, updated_at)
                         values (${formerId}, ${FORMER_MEMBER_NAME}, ${`${formerId}@ex-miembro.invalid`}, false, 'former', 'former', ${person.createdAt}, ${now})`);
    await db.execute(sql`update messages set sender_id = ${formerId} where sender_id = ${person.id} and not recipient_deleted`);
    await db.execute(sql`update messages set recipient_id = ${formerId} where recipient_id = ${person.id} and not sender_deleted`);
  }

  // Others' notifications that named the member (a follow, a message, an application) name the ex-member.
  await db.execute(sql`update notifications
    set params = ${replaced(sql`params::text`, jsonPairs)}::jsonb,
        related_entity_id = case when related_entity_id = ${person.id} then ${formerId} else related_entity_id end
    where user_id <> ${person.id} and (related_entity_id = ${person.id} or ${mentions(sql`params::text`, needles.map(jsonText))})`);

  // The audit log: the one update its trigger allows, for this transaction only.
  await db.execute(sql`select set_config('redav.erasing', ${JSON.stringify({ id: person.id, replacement: formerId, texts: jsonPairs })}, true)`);
  await db.execute(sql`update admin_audit set
      actor_id = case when actor_id = ${person.id} then ${formerId} else actor_id end,
      target_id = case when target_id = ${person.id} then ${formerId} else target_id end,
      subject_id = case when subject_id = ${person.id} then ${formerId} else subject_id end,
      before = ${replaced(sql`before::text`, jsonPairs)}::jsonb,
      after = ${replaced(sql`after::text`, jsonPairs)}::jsonb
    where actor_id = ${person.id} or target_id = ${person.id} or subject_id = ${person.id}
       or ${mentions(sql`coalesce(before::text, '')`, needles.map(jsonText))} or ${mentions(sql`coalesce(after::text, '')`, needles.map(jsonText))}`);
  await db.execute(sql`select set_config('redav.erasing', '', true)`);

  // What named the member outside their own rows.
  await db.execute(sql`delete from mail_log where "to" = ${person.email}`);
  await db.execute(sql`update mail_log set subject = ${replaced(sql`subject`, textPairs)}, html = ${replaced(sql`html`, textPairs)}, text = ${replaced(sql`text`, textPairs)}
                       where ${mentions(sql`subject || html || text`, needles)}`);
  await db.execute(sql`delete from outbox where ${mentions(sql`payload::text`, needles.map(jsonText))}`);
  await db.execute(sql`delete from request_limits where ${mentions(sql`key`, [person.id, person.email])}`);
  await db.execute(sql`delete from verification where ${mentions(sql`identifier || ' ' || value`, [person.id, person.email])}`);
  await db.execute(sql`delete from job_offer_views where viewer_key = ${`member:${person.id}`}`);
  await db.execute(sql`delete from newsletter_subscribers where email = ${person.email}`);
  await db.execute(sql`delete from "user" where id = ${person.id}`);

  for (const file of owned) await store.delete(file.bucket, file.key);
  for (const copy of copies) await store.delete("cvs", copy.cv_path);
  for (const archive of exports) await store.delete("data-exports", archive.file_key);
  return true;
}

/**
 * The periodic job: erases the accounts whose 14 days are over, each in a savepoint of its own (one
 * that fails is logged and retried on the next run, the others go ahead). Returns how many.
 */
export async function eraseDueAccounts(ctx: ConsumerCtx): Promise<number> {
  const due = await queryRows<{ user_id: string }>(
    ctx.db,
    sql`select user_id from account_deletions where delete_after <= ${ctx.now()} order by delete_after limit ${ERASURES_PER_RUN}`,
  );
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
  }
  return erased;
}
