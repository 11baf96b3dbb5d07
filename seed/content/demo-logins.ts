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

/** Prints the demo log-ins (local runs only). */
export function printDemoLogins(): void {
  const lines = Object.entries(DEMO_LOGINS).map(([role, email]) => `  ${role.padEnd(8)} ${email}`);
  console.log(`\nCuentas de demostración (contraseña: ${DEMO_PASSWORD}):\n${lines.join("\n")}\n`);
}
