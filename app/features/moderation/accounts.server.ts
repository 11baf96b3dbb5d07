import { type SQL, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { displayName, type NameParts } from "~/lib/vocabulary/display-name";

export type AccountKind = "individual" | "company";

/** An account as moderation shows it: its id, kind and display name (never its e-mail). */
export type MemberSummary = { id: string; kind: AccountKind; name: string };

/** What the account whose profiles `profileJoins` joined under `alias` is named from (never its e-mail), for `displayName` to name it in the reader's language. */
export function memberName(alias: string): SQL {
  const [up, cp] = [sql.raw(`${alias}_up`), sql.raw(`${alias}_cp`)];
  return sql`json_build_object('company', ${cp}.id is not null, 'companyName', ${cp}.company_name, 'firstName', ${up}.first_name, 'lastName', ${up}.last_name)`;
}

/** Whether, in SQL, the account joined under `alias` is a company. */
export function isCompany(alias: string): SQL {
  return sql`(${sql.raw(`${alias}_cp`)}.id is not null)`;
}

/** Joins both profiles of the account whose id is `idColumn`, as `{alias}_up` and `{alias}_cp`. */
export function profileJoins(idColumn: SQL, alias: string): SQL {
  const [up, cp] = [sql.raw(`${alias}_up`), sql.raw(`${alias}_cp`)];
  return sql`left join user_profiles ${up} on ${up}.id = ${idColumn} left join company_profiles ${cp} on ${cp}.id = ${idColumn}`;
}

/** A member id as posted by a form: trimmed and of a sane length, else 404 'No encontramos ese perfil.' */
export function checkedMemberId(raw: unknown): string {
  const id = typeof raw === "string" ? raw.trim() : "";
  if (!id || id.length > 100) throw new AppError("PROFILE_NOT_FOUND", 404);
  return id;
}

const MEMBER = rawQuery(
  "moderation.member",
  (id: string) =>
    sql<{ id: string; company: boolean; name: NameParts }>`select wanted.id, ${isCompany("m")} as company, ${memberName("m")} as name
        from (select ${id}::text as id) wanted ${profileJoins(sql`wanted.id`, "m")}
        where m_up.id is not null or m_cp.id is not null`,
  [["someone"]],
);

/** The account with a profile of this id, or 404 'No encontramos ese perfil.' */
export async function requireMember(ctx: Pick<Ctx, "db" | "locale">, id: string): Promise<MemberSummary> {
  const [row] = await MEMBER.rows(ctx.db, id);
  if (!row) throw new AppError("PROFILE_NOT_FOUND", 404);
  return { id: row.id, kind: row.company ? "company" : "individual", name: displayName(serverI18n(ctx.locale).t, row.name) };
}
