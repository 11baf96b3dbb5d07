import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "~/db/schema/notifications";
import { userProfiles } from "~/db/schema/profiles";
import { NOTIFICATION_TEXTS } from "~/features/notifications/notification-texts";
import { createIndividual } from "../factories";
import { notificationsOf } from "../notifications";
import { testDb } from "../setup/test-database";

const DRIZZLE = fileURLToPath(new URL("../../drizzle/", import.meta.url));
const migration = readFileSync(`${DRIZZLE}${readdirSync(DRIZZLE).find((file) => file.endsWith("_catalog_texts.sql"))}`, "utf8");

/** The migration's data fixes (its UPDATE statements), limited to one member's rows so that a run touches nothing else. */
function dataFixesFor(userId: string): string[] {
  return migration
    .split("--> statement-breakpoint")
    .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
    .filter((statement) => statement.startsWith("UPDATE"))
    .map((statement) =>
      statement
        .replace('WHERE "title_key" IS NULL', `WHERE "user_id" = '${userId}' AND "title_key" IS NULL`)
        .replace('WHERE "bio" =', `WHERE "id" = '${userId}' AND "bio" =`),
    );
}

/** Rows as the hooks, the demo seed and an admin wrote them before notifications stored keys. */
const LEGACY = [
  { notificationType: "application", title: "Nueva postulación", message: "Martín Gómez se postuló a «Técnico de sonido para gira»" },
  { notificationType: "application_status", title: "Postulación: Jefe de escenario", message: "Tu postulación ha sido revisada" },
  {
    notificationType: "welcome",
    title: "¡Bienvenido a RedAV!",
    message: "Tu cuenta está verificada. Completa el perfil de tu empresa para que los técnicos te encuentren.",
  },
  { notificationType: "event", title: "Nuevo evento", message: "Feria de iluminación" },
  { notificationType: "course", title: "Inscripción confirmada", message: "Te inscribiste en «Mezcla en vivo»" },
  { notificationType: "follow", title: "Nuevo seguidor", message: "Zoe y 3 personas más comenzaron a seguirte" },
  { notificationType: "follow", title: "Nuevo seguidor", message: "Lucía Fernández comenzó a seguirte" },
  { notificationType: "message", title: "Nuevo mensaje de Ana Prueba", message: "Tienes un mensaje nuevo" },
  { notificationType: "message", title: "Nuevo mensaje de Ana Prueba", message: "Disponibilidad" },
  { notificationType: "job", title: "Nueva oferta de Luz Sur", message: "Operador de consola" },
  { notificationType: "job", title: "Nueva oferta que coincide con tu alerta", message: "Rigger" },
  { notificationType: "news", title: "Nueva noticia", message: "Guía práctica: cableado DMX" },
  { notificationType: "system", title: "Nueva noticia", message: "Un aviso que escribió un administrador" },
];

describe("migration: stored Spanish sentences become catalog keys", () => {
  it("turns the hooks', the spec's and the demo's texts into keys an English reader reads in English, and leaves an admin's notice as typed", async () => {
    const { userId } = await createIndividual({ verified: false });
    await testDb()
      .insert(notifications)
      .values(LEGACY.map((row, index) => ({ ...row, userId, createdAt: new Date(Date.UTC(2026, 0, 1, 0, LEGACY.length - index)) })));
    for (const statement of dataFixesFor(userId)) await testDb().execute(sql.raw(statement));

    const rows = await testDb().select().from(notifications).where(eq(notifications.userId, userId));
    const keyed = rows.filter((row) => row.titleKey !== null);
    expect(keyed).toHaveLength(LEGACY.length - 1);
    for (const row of keyed) {
      expect([row.title, row.message]).toEqual([null, null]);
      expect(Object.keys(NOTIFICATION_TEXTS)).toContain(row.titleKey);
      expect(Object.keys(NOTIFICATION_TEXTS)).toContain(row.messageKey);
    }
    const read = async (locale: "es" | "en") => (await notificationsOf(userId, { locale })).map((item) => `${item.title} | ${item.message}`);
    expect(await read("es")).toEqual(LEGACY.map((row) => `${row.title} | ${row.message}`));
    expect(await read("en")).toEqual([
      "New application | Martín Gómez applied to “Técnico de sonido para gira”",
      "Application: Jefe de escenario | Your application has been reviewed",
      "Welcome to RedAV! | Your account is verified. Complete your company's profile so that technicians can find you.",
      "New event | Feria de iluminación",
      "Enrolment confirmed | You enrolled in “Mezcla en vivo”",
      "New follower | Zoe and 3 other people started following you",
      "New follower | Lucía Fernández started following you",
      "New message from Ana Prueba | You have a new message",
      "New message from Ana Prueba | Disponibilidad",
      "New job offer from Luz Sur | Operador de consola",
      "A new job offer matches your alert | Rigger",
      "New article | Guía práctica: cableado DMX",
      "Nueva noticia | Un aviso que escribió un administrador",
    ]);
  });

  it("no longer stores spec §3's default biography: a profile that had it has none", async () => {
    const { userId } = await createIndividual({ verified: false });
    await testDb().update(userProfiles).set({ bio: "Sin biografía disponible" }).where(eq(userProfiles.id, userId));
    for (const statement of dataFixesFor(userId)) await testDb().execute(sql.raw(statement));
    const [profile] = await testDb()
      .select({ bio: userProfiles.bio, searchText: userProfiles.searchText })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId));
    expect(profile.bio).toBeNull();
    expect(profile.searchText).not.toContain("biografia");
  });
});
