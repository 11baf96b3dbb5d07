import { sql } from "drizzle-orm";
import type { PersonalDataPart } from "~/lib/personal-data.server";
import { confirmIdentity } from "./identity.server";
import { signOut } from "./sign-in.server";

/** The account's personal data as the privacy centre exports and erases it, and the identity check a deletion asks for. */
export const accountsPersonalData: PersonalDataPart = {
  feature: "accounts",
  exportSections: [
    {
      name: "account",
      query: ({ id }) =>
        sql`select id, name, email, email_verified, created_at, updated_at, locale, two_factor_enabled, user_type, is_admin from "user" where id = ${id}`,
    },
    {
      name: "sessions",
      query: ({ id }) => sql`select created_at, updated_at, expires_at, ip_address, user_agent from session where user_id = ${id} order by created_at desc`,
    },
  ],
  erasure: [
    {
      name: "verificationTokens",
      tables: ["verification"],
      erase: async ({ db, person, mentions }) => {
        await db.execute(sql`delete from verification where ${mentions(sql`identifier || ' ' || value`, [person.id, person.email])}`);
      },
    },
  ],
  goesWithAccount: ["session", "account", "two_factor", "used_totp_codes"],
  identity: { confirmIdentity, signOut },
};
