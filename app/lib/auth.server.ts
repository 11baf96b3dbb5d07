import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import { getDb } from "~/db/client.server";
import * as authSchema from "~/db/schema/auth";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/features/accounts/accounts.schemas";
import { sendMail, sendMailInBackground } from "~/features/mail/mail.server";
import { authSecret } from "./auth-secret.server";
import { env } from "./env.server";

function createAuth() {
  const config = env();
  const db = getDb();
  return betterAuth({
    appName: "RedAV",
    baseURL: config.PUBLIC_URL,
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: [new URL(config.PUBLIC_URL).origin],
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    user: {
      additionalFields: {
        userType: { type: "string", required: false, defaultValue: "individual", input: false },
        type: { type: "string", required: false, defaultValue: "individual", input: false },
        isCompany: { type: "boolean", required: false, defaultValue: false, input: false },
        isAdmin: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Not awaited: answering as fast for a known e-mail as for an unknown one reveals nothing.
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
        sendMailInBackground(getDb(), user.email, { name: "password-reset", url });
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${config.PUBLIC_URL}/auth/verify?token=${encodeURIComponent(token)}`;
        await sendMail(getDb(), user.email, { name: "verify-email", url });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Not mounted over HTTP (decision 003): every flow is a server action behind our own limits.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "redav",
      useSecureCookies: config.PUBLIC_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    logger: { level: "error" },
    plugins: [twoFactor({ issuer: "RedAV" })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Auth | undefined;

/** The better-auth instance bound to the app database (created on first use). */
export function getAuth(): Auth {
  instance ??= createAuth();
  return instance;
}

/** Forgets the instance, for tests that swap the database. */
export function resetAuth(): void {
  instance = undefined;
}
