import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { queryRows } from "~/db/rows";
import { account, user } from "~/db/schema/auth";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import type { UserType } from "./account-type";
import { MESSAGES, type RegistrationInput, registrationInput } from "./accounts.schemas";

export type RegisteredAccount = { userId: string; email: string; userType: UserType; memberNumber: number };

const TYPE_LABEL: Record<UserType, string> = { individual: "individual", company: "empresa" };

/** Spec §5 checks, in the spec's order, each with its exact message. */
export function parseRegistration(raw: Record<string, unknown>): RegistrationInput {
  const email = typeof raw.email === "string" ? raw.email.trim() : "";
  const password = typeof raw.password === "string" ? raw.password : "";
  if (!email || !password) throw new AppError("MISSING_FIELDS", 400, MESSAGES.required, email ? "password" : "email");
  const userType = raw.userType === undefined || raw.userType === "" ? "individual" : raw.userType;
  if (userType !== "individual" && userType !== "company") throw new AppError("INVALID_USER_TYPE", 400, MESSAGES.invalidType, "userType");
  const parsed = registrationInput.safeParse({ ...raw, userType, email });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("INVALID_INPUT", 400, issue?.message ?? MESSAGES.createFailed, String(issue?.path[0] ?? ""));
  }
  return parsed.data;
}

/** Which account type already uses this e-mail (either profile table or the auth user), if any. */
async function registeredTypeOf(db: Db, email: string): Promise<UserType | null> {
  const rows = await queryRows<{ kind: string }>(
    db,
    sql`
    select 'company' as kind from ${companyProfiles} where ${companyProfiles.email} = ${email}
    union all
    select 'individual' as kind from ${userProfiles} where ${userProfiles.email} = ${email}
    union all
    select ${user.userType} as kind from ${user} where ${user.email} = ${email}
    limit 1`,
  );
  const kind = rows[0]?.kind;
  return kind === "company" ? "company" : kind ? "individual" : null;
}

function alreadyExists(type: UserType): AppError {
  return new AppError("EMAIL_ALREADY_EXISTS", 409, `Email ya registrado como ${TYPE_LABEL[type]}. Por favor, inicia sesión.`, "email");
}

/**
 * Creates the auth user, its password credential and its profile (with the next member number)
 * in one transaction. The user is not signed in; an e-mail already used in any table is refused.
 */
export async function registerAccount(db: Db, raw: Record<string, unknown>): Promise<RegisteredAccount> {
  const input = parseRegistration(raw);
  const existing = await registeredTypeOf(db, input.email);
  if (existing) throw alreadyExists(existing);
  const passwordHash = await hashPassword(input.password);
  const userId = randomUUID();
  const isCompany = input.userType === "company";
  const name = isCompany ? (input.companyName ?? input.email.split("@")[0]) : `${input.firstName} ${input.lastName}`;
  try {
    const memberNumber = await db.transaction(async (tx) => {
      await tx.insert(user).values({ id: userId, name, email: input.email, userType: input.userType, type: input.userType, isCompany, isAdmin: false });
      await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
      if (input.userType === "company") {
        const [row] = await tx
          .insert(companyProfiles)
          .values({ id: userId, email: input.email, companyName: name, country: input.country, mainCategory: input.mainCategory })
          .returning({ memberNumber: companyProfiles.memberNumber });
        return row.memberNumber;
      }
      const [row] = await tx
        .insert(userProfiles)
        .values({ id: userId, email: input.email, firstName: input.firstName, lastName: input.lastName, country: input.country })
        .returning({ memberNumber: userProfiles.memberNumber });
      return row.memberNumber;
    });
    return { userId, email: input.email, userType: input.userType, memberNumber };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const type = await registeredTypeOf(db, input.email);
      if (type) throw alreadyExists(type);
    }
    logger.error({ err: error, email: input.email }, "registration failed");
    throw new AppError("SIGNUP_FAILED", 500, MESSAGES.createFailed);
  }
}
