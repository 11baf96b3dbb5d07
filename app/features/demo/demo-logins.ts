/** The password every demo account shares (local runs only; never seeded in a deployment). */
export const DEMO_PASSWORD = "RedAV-demo-2025";

/** The five accounts printed at start-up, one per landing. */
export const DEMO_LOGINS = {
  admin: "admin@demo.redav.lat",
  gold: "oro@demo.redav.lat",
  silver: "plata@demo.redav.lat",
  bronze: "bronce@demo.redav.lat",
  company: "empresa@demo.redav.lat",
} as const;
