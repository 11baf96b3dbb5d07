import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { rawQuery } from "~/db/raw-query";
import { user } from "~/db/schema/auth";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { announceLevelDecision } from "~/features/membership/public.server";
import { MEMBERSHIP_LEVELS, SUBSCRIPTION_TIERS } from "~/lib/actor";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError, errorKey } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { purgeMemberPage } from "~/lib/member-page-purge.server";
import { pagedList, pageNumber } from "~/lib/paging";
import { parseInput } from "~/lib/parse-input.server";
import { searchText } from "~/lib/text";
import { displayName } from "~/lib/vocabulary/display-name";
import { accountsPolicy } from "./policy";

const ADMIN_PAGE_SIZE = 25;

export type AccountRow = {
  id: string;
  kind: "individual" | "company";
  name: string;
  email: string;
  level: string;
  isAdmin: boolean;
  isTrainer: boolean;
  memberNumber: number;
  country: string | null;
};

/** Every account (both profile tables) whose name or e-mail contains `term` (all of them when it is empty), as a subquery. */
function accountsMatching(term: string) {
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const filterUser = term
    ? sql`where (${userProfiles.email} ilike ${like} or coalesce(${userProfiles.firstName}, '') || ' ' || coalesce(${userProfiles.lastName}, '') ilike ${like})`
    : sql``;
  const filterCompany = term ? sql`where (${companyProfiles.email} ilike ${like} or ${companyProfiles.companyName} ilike ${like})` : sql``;
  return sql`
    select ${userProfiles.id} as id, 'individual' as kind, ${userProfiles.firstName} as first_name, ${userProfiles.lastName} as last_name, null as company_name,
           ${userProfiles.email} as email, ${userProfiles.membershipLevel} as level, ${userProfiles.isAdmin} as is_admin, ${userProfiles.isTrainer} as is_trainer,
           ${userProfiles.memberNumber} as member_number, ${userProfiles.country} as country, ${userProfiles.createdAt} as created_at
    from ${userProfiles} ${filterUser}
    union all
    select ${companyProfiles.id}, 'company', null, null, ${companyProfiles.companyName}, ${companyProfiles.email}, ${companyProfiles.subscriptionTier}, ${companyProfiles.isAdmin}, false,
           ${companyProfiles.memberNumber}, ${companyProfiles.country}, ${companyProfiles.createdAt}
    from ${companyProfiles} ${filterCompany}`;
}

const ACCOUNT_PAGE = rawQuery(
  "accounts.admin-account-page",
  (term: string, limit: number, offset: number) =>
    sql<{
      id: string;
      kind: "individual" | "company";
      first_name: string | null;
      last_name: string | null;
      company_name: string | null;
      email: string;
      level: string;
      is_admin: boolean;
      is_trainer: boolean;
      member_number: number;
      country: string | null;
    }>`select * from (${accountsMatching(term)}) accounts order by created_at desc, id limit ${limit} offset ${offset}`,
  [
    ["", ADMIN_PAGE_SIZE, 0],
    ["ana", ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE],
  ],
);

const ACCOUNT_COUNT = rawQuery(
  "accounts.admin-account-count",
  (term: string) => sql<{ total: string | number }>`select count(*) as total from (${accountsMatching(term)}) accounts`,
  [[""], ["ana"]],
);

/** One page of all accounts, newest first, optionally filtered by name or e-mail; admins only. */
export async function listAccounts(ctx: Ctx, options: { page?: number; query?: string }) {
  accountsPolicy.authorize(ctx.actor, "administerAccounts");
  const term = searchText(options.query, 100);
  // The count is its own query: a window count over the page would be 0 on a page past the end.
  const listed = await pagedList({
    page: pageNumber(Number.isFinite(options.page) ? (options.page ?? 1) : 1),
    size: ADMIN_PAGE_SIZE,
    rows: ({ limit, offset }) => ACCOUNT_PAGE.rows(ctx.db, term, limit, offset),
    count: () => ACCOUNT_COUNT.rows(ctx.db, term),
  });
  const { t } = serverI18n(ctx.locale);
  const rows: AccountRow[] = listed.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: displayName(t, {
      company: row.kind === "company",
      companyName: row.company_name,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
    }),
    email: row.email,
    level: row.level,
    isAdmin: row.is_admin,
    isTrainer: row.is_trainer,
    memberNumber: Number(row.member_number),
    country: row.country,
  }));
  return { rows, page: listed.page, total: listed.total, pages: listed.pages };
}

const accountId = z.string({ error: errorKey("INVALID_CHANGE") }).min(1, errorKey("INVALID_CHANGE"));
const role = z.enum(["true", "false"], { error: errorKey("INVALID_CHANGE") });

const changeInput = z.discriminatedUnion(
  "change",
  [
    z.object({ change: z.literal("level"), accountId, value: z.enum(MEMBERSHIP_LEVELS, { error: errorKey("INVALID_LEVEL") }) }),
    z.object({ change: z.literal("tier"), accountId, value: z.enum(SUBSCRIPTION_TIERS, { error: errorKey("INVALID_TIER") }) }),
    z.object({ change: z.literal("admin"), accountId, value: role }),
    z.object({ change: z.literal("trainer"), accountId, value: role }),
  ],
  { error: errorKey("INVALID_CHANGE") },
);

const CURRENT_VALUE = rawQuery(
  "accounts.admin-current-value",
  (change: "level" | "tier" | "admin" | "trainer", id: string) =>
    change === "tier"
      ? sql<{ value: string | boolean }>`select subscription_tier as value from company_profiles where id = ${id} for update`
      : change === "admin"
        ? sql<{
            value: string | boolean;
          }>`select is_admin as value from "user" where id = ${id} and (exists (select 1 from user_profiles where id = ${id}) or exists (select 1 from company_profiles where id = ${id})) for update`
        : sql<{
            value: string | boolean;
          }>`select ${change === "level" ? sql`membership_level` : sql`is_trainer`} as value from user_profiles where id = ${id} for update`,
  [
    ["level", "someone"],
    ["tier", "someone"],
    ["admin", "someone"],
    ["trainer", "someone"],
  ],
);

/** The account's current value of what a change touches (null when there is no such account). */
async function currentValue(tx: Ctx["db"], change: "level" | "tier" | "admin" | "trainer", id: string): Promise<string | boolean | null> {
  const [row] = await CURRENT_VALUE.rows(tx, change, id);
  return row ? row.value : null;
}

/** Gives or takes the admin role of an account wherever the role is read (the account and its profile); call it in the change's transaction. */
export async function setAdminRole(db: Ctx["db"], accountId: string, isAdmin: boolean, now: Date): Promise<void> {
  await db.update(userProfiles).set({ isAdmin, updatedAt: now }).where(eq(userProfiles.id, accountId));
  await db.update(companyProfiles).set({ isAdmin, updatedAt: now }).where(eq(companyProfiles.id, accountId));
  await db.update(user).set({ isAdmin, updatedAt: now }).where(eq(user.id, accountId));
}

/**
 * Applies one admin change: an individual's level, a company's tier, or the admin/trainer roles; in
 * the same transaction, the audit log records it with the value before and after (issue 25 §3), and
 * a new level is told to the member in the app and by e-mail (§2).
 */
export async function changeAccount(ctx: Ctx, raw: Record<string, unknown>): Promise<void> {
  const admin = accountsPolicy.authorize(ctx.actor, "administerAccounts");
  const input = parseInput(changeInput, raw);
  const now = ctx.now();
  if (input.change === "admin" && input.accountId === admin.id && input.value === "false") throw new AppError("SELF_DEMOTION", 400);
  await withTransaction(ctx, async (tx) => {
    const before = await currentValue(tx.db, input.change, input.accountId);
    if (before === null) throw new AppError("ACCOUNT_NOT_FOUND", 404);
    if (input.change === "level")
      await tx.db.update(userProfiles).set({ membershipLevel: input.value, updatedAt: now }).where(eq(userProfiles.id, input.accountId));
    else if (input.change === "tier")
      await tx.db.update(companyProfiles).set({ subscriptionTier: input.value, updatedAt: now }).where(eq(companyProfiles.id, input.accountId));
    else if (input.change === "trainer")
      await tx.db
        .update(userProfiles)
        .set({ isTrainer: input.value === "true", updatedAt: now })
        .where(eq(userProfiles.id, input.accountId));
    else await setAdminRole(tx.db, input.accountId, input.value === "true", now);
    const after = input.change === "level" || input.change === "tier" ? input.value : input.value === "true";
    // Issue 25 §2: a level set by an admin is told to the member like an approved request.
    if (input.change === "level" && before !== after) {
      await announceLevelDecision(tx.db, { userId: input.accountId, outcome: "changed", level: input.value, previousLevel: String(before) });
    }
    await recordAdminAction(tx, {
      action: `account.${input.change}`,
      targetType: "account",
      targetId: input.accountId,
      subjectId: input.accountId,
      before: { [input.change]: before },
      after: { [input.change]: after },
    });
  });
  // The member's public page shows their level's badge (issue 38).
  await purgeMemberPage(ctx.db, input.accountId);
}
