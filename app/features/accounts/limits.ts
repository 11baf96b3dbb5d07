import type { LimitRule } from "~/lib/rate-limit.server";

/**
 * The account limits. Sign-in failures are counted per IP and e-mail (an attacker locks only
 * themselves out) with a much higher ceiling per account across IPs, which a trusted device of the
 * owner passes; sign-up, mail and password re-checks are counted per IP, e-mail or user.
 */
export const LIMITS = {
  loginPerIp: { name: "login-ip", max: 25, windowSeconds: 300 },
  loginFailuresPerIpAndEmail: { name: "login-fail-ip-email", max: 10, windowSeconds: 900 },
  loginFailuresPerEmail: { name: "login-fail-email", max: 100, windowSeconds: 900 },
  signupPerIp: { name: "signup-ip", max: 5, windowSeconds: 1800 },
  resetPerEmail: { name: "reset-email", max: 5, windowSeconds: 1800 },
  resetPerIp: { name: "reset-ip", max: 20, windowSeconds: 1800 },
  resendPerEmail: { name: "resend-email", max: 5, windowSeconds: 1800 },
  resendPerIp: { name: "resend-ip", max: 20, windowSeconds: 1800 },
  totpPerIp: { name: "totp-ip", max: 25, windowSeconds: 300 },
  passwordCheckPerUser: { name: "password-check-user", max: 10, windowSeconds: 900 },
} as const satisfies Record<string, LimitRule>;
