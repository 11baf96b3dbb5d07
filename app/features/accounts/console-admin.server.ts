import { sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { recordConsoleAction } from "~/lib/audit.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/parse-input.server";
import { emailOnlyInput } from "./accounts.schemas";
import { setAdminRole } from "./administration.server";

/** What `npm run admin:create` did to the account of an e-mail. */
export type ConsoleAdminGrant = { outcome: "promoted" | "already-admin"; accountId: string; email: string; userType: string };

/** The member or company account of an e-mail, locked for the rest of the transaction. */
const MEMBER_BY_EMAIL = rawQuery(
  "accounts.console-member-by-email",
  (email: string) =>
    sql<{ id: string; user_type: string; email_verified: boolean; is_admin: boolean }>`select u.id, u.user_type, u.email_verified, u.is_admin from "user" u
          where u.email = ${email} and (exists (select 1 from user_profiles where id = u.id) or exists (select 1 from company_profiles where id = u.id))
          for update`,
  [["ana@example.com"]],
);

/**
 * Makes the account of an e-mail an admin from the server's console, where nobody is signed in (the
 * first admin of a deployment): an e-mail with no member or company account is refused
 * (ACCOUNT_NOT_FOUND, 404), and so is one that was never verified (EMAIL_NOT_VERIFIED, 409), so the
 * role goes only to whoever reads that mailbox; an admin already stays as is; a promotion is written
 * to the audit log in its own transaction.
 */
export async function grantAdminFromConsole(ctx: Ctx, raw: { email: string }): Promise<ConsoleAdminGrant> {
  const { email } = parseInput(emailOnlyInput, raw);
  return withTransaction(ctx, async (tx) => {
    const [account] = await MEMBER_BY_EMAIL.rows(tx.db, email);
    if (!account) throw new AppError("ACCOUNT_NOT_FOUND", 404);
    if (!account.email_verified) throw new AppError("EMAIL_NOT_VERIFIED", 409);
    const grant = { accountId: account.id, email, userType: account.user_type };
    if (account.is_admin) return { outcome: "already-admin", ...grant };
    await setAdminRole(tx.db, account.id, true, tx.now());
    await recordConsoleAction(tx, {
      action: "account.admin",
      targetType: "account",
      targetId: account.id,
      subjectId: account.id,
      before: { admin: false },
      after: { admin: true },
    });
    return { outcome: "promoted", ...grant };
  });
}
