import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "~/db/rows";
import { user } from "~/db/schema/auth";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { MEMBERSHIP_LEVELS, SUBSCRIPTION_TIERS } from "~/lib/actor";
import { type Ctx, requireAdmin, withTransaction } from "~/lib/context.server";
import { AppError, errorKey } from "~/lib/errors";
import { parseInput } from "~/lib/parse-input.server";
import { searchText } from "~/lib/text";

const ADMIN_PAGE_SIZE = 25;
const MAX_PAGE = 10_000;

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

/** One page of all accounts, newest first, optionally filtered by name or e-mail; admins only. */
export async function listAccounts(ctx: Ctx, options: { page?: number; query?: string }) {
  requireAdmin(ctx);
  const requested = Number.isFinite(options.page) ? Math.floor(options.page ?? 1) : 1;
  const page = Math.min(Math.max(1, requested), MAX_PAGE);
  const term = searchText(options.query, 100);
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const filterUser = term
    ? sql`where (${userProfiles.email} ilike ${like} or coalesce(${userProfiles.firstName}, '') || ' ' || coalesce(${userProfiles.lastName}, '') ilike ${like})`
    : sql``;
  const filterCompany = term ? sql`where (${companyProfiles.email} ilike ${like} or ${companyProfiles.companyName} ilike ${like})` : sql``;
  const accounts = sql`
    select ${userProfiles.id} as id, 'individual' as kind, trim(coalesce(${userProfiles.firstName}, '') || ' ' || coalesce(${userProfiles.lastName}, '')) as name,
           ${userProfiles.email} as email, ${userProfiles.membershipLevel} as level, ${userProfiles.isAdmin} as is_admin, ${userProfiles.isTrainer} as is_trainer,
           ${userProfiles.memberNumber} as member_number, ${userProfiles.country} as country, ${userProfiles.createdAt} as created_at
    from ${userProfiles} ${filterUser}
    union all
    select ${companyProfiles.id}, 'company', ${companyProfiles.companyName}, ${companyProfiles.email}, ${companyProfiles.subscriptionTier}, ${companyProfiles.isAdmin}, false,
           ${companyProfiles.memberNumber}, ${companyProfiles.country}, ${companyProfiles.createdAt}
    from ${companyProfiles} ${filterCompany}`;
  // The count is its own query: a window count over the page would be 0 on a page past the end.
  const [counted] = await queryRows<{ total: string | number }>(ctx.db, sql`select count(*) as total from (${accounts}) accounts`);
  const result = await queryRows<{
    id: string;
    kind: "individual" | "company";
    name: string;
    email: string;
    level: string;
    is_admin: boolean;
    is_trainer: boolean;
    member_number: number;
    country: string | null;
  }>(ctx.db, sql`select * from (${accounts}) accounts order by created_at desc, id limit ${ADMIN_PAGE_SIZE} offset ${(page - 1) * ADMIN_PAGE_SIZE}`);
  const rows: AccountRow[] = result.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    level: row.level,
    isAdmin: row.is_admin,
    isTrainer: row.is_trainer,
    memberNumber: Number(row.member_number),
    country: row.country,
  }));
  const total = Number(counted?.total ?? 0);
  return { rows, page, total, pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
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

/** Applies one admin change: an individual's level, a company's tier, or the admin/trainer roles. */
export async function changeAccount(ctx: Ctx, raw: Record<string, unknown>): Promise<void> {
  const admin = requireAdmin(ctx);
  const input = parseInput(changeInput, raw);
  const now = ctx.now();
  if (input.change === "admin" && input.accountId === admin.id && input.value === "false") throw new AppError("SELF_DEMOTION", 400);
  await withTransaction(ctx, async ({ db: tx }) => {
    const updateIndividual = async (set: Partial<typeof userProfiles.$inferInsert>) =>
      (
        await tx
          .update(userProfiles)
          .set({ ...set, updatedAt: now })
          .where(eq(userProfiles.id, input.accountId))
          .returning({ id: userProfiles.id })
      ).length;
    const updateCompany = async (set: Partial<typeof companyProfiles.$inferInsert>) =>
      (
        await tx
          .update(companyProfiles)
          .set({ ...set, updatedAt: now })
          .where(eq(companyProfiles.id, input.accountId))
          .returning({ id: companyProfiles.id })
      ).length;
    let updated: number;
    if (input.change === "level") updated = await updateIndividual({ membershipLevel: input.value });
    else if (input.change === "tier") updated = await updateCompany({ subscriptionTier: input.value });
    else if (input.change === "trainer") updated = await updateIndividual({ isTrainer: input.value === "true" });
    else {
      const isAdmin = input.value === "true";
      updated = (await updateIndividual({ isAdmin })) + (await updateCompany({ isAdmin }));
      await tx.update(user).set({ isAdmin, updatedAt: now }).where(eq(user.id, input.accountId));
    }
    if (updated === 0) throw new AppError("ACCOUNT_NOT_FOUND", 404);
  });
}
