import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobAlerts } from "~/db/schema/job-alerts";
import { actingAs, testContext } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { createJobAlert, deleteJobAlert, myJobAlerts } from "./job-alerts.server";
import { JOB_ALERTS_MAX, jobsQuery } from "./job-alerts-options";
import { JOB_CATEGORIES } from "./job-options";

async function person() {
  const { userId } = await createIndividual({ verified: false });
  return { userId, ctx: await actingAs(userId) };
}

async function alertsOf(userId: string) {
  return testDb().select().from(jobAlerts).where(eq(jobAlerts.userId, userId));
}

describe("saving an offer search ('Avisarme de ofertas así')", () => {
  it("saves the filters of a /jobs URL, blanks as 'any', and lists them newest first", async () => {
    const ana = await person();
    const first = await createJobAlert(ana.ctx, { q: "  consola digital ", category: "audio", jobType: "full_time", remote: "1", country: "AR" });
    expect(first.created).toBe(true);
    expect(first.alert).toMatchObject({
      q: "consola digital",
      category: "audio",
      jobType: "full_time",
      experienceLevel: null,
      remote: true,
      country: "AR",
    });
    const second = await createJobAlert(ana.ctx, { q: "", category: "", experienceLevel: "senior", country: "   " });
    expect(second.alert).toMatchObject({ q: null, category: null, jobType: null, experienceLevel: "senior", remote: false, country: null });
    expect((await myJobAlerts(ana.ctx)).map((alert) => alert.id)).toEqual([second.alert.id, first.alert.id]);
    expect(jobsQuery(first.alert)).toBe("q=consola+digital&categoria=audio&tipo=full_time&remoto=1&pais=AR");
  });

  it("needs at least one filter; a one-letter text is no filter, as /jobs ignores it", async () => {
    const ana = await person();
    for (const input of [{}, { q: "a", country: "" }, { q: "   ", remote: "0" }]) {
      expect(await refusalOf(createJobAlert(ana.ctx, input))).toMatchObject({
        key: "JOB_ALERT_FILTER_REQUIRED",
        status: 400,
        message: expect.stringContaining("Elige al menos un filtro"),
      });
    }
    expect(await alertsOf(ana.userId)).toEqual([]);
  });

  it("counts the text in characters as the database does: one character outside the BMP is too short, two are saved, never a 500", async () => {
    const ana = await person();
    expect(await refusalOf(createJobAlert(ana.ctx, { q: "𐀀" }))).toMatchObject({ key: "JOB_ALERT_FILTER_REQUIRED", status: 400 });
    expect(await refusalOf(createJobAlert(ana.ctx, { q: "😀" }))).toMatchObject({ key: "JOB_ALERT_FILTER_REQUIRED", status: 400 });
    expect((await createJobAlert(ana.ctx, { q: "𐀀😀" })).alert.q).toBe("𐀀😀");
    const long = await createJobAlert(ana.ctx, { q: "😀".repeat(150) });
    expect(long.alert.q).toBe("😀".repeat(100));
  });

  it("keeps the text in NFC and refuses control characters with the Spanish message", async () => {
    const ana = await person();
    expect((await createJobAlert(ana.ctx, { q: "cafe\u0301 sonido" })).alert.q).toBe("café sonido");
    expect(await refusalOf(createJobAlert(ana.ctx, { q: "luces\u0007" }))).toEqual({
      key: "INVALID_CHARACTERS",
      status: 400,
      message: "El formulario contiene caracteres no válidos.",
      field: "q",
    });
    expect(await refusalOf(createJobAlert(ana.ctx, { q: "mezcla \uD800" }))).toMatchObject({ key: "INVALID_CHARACTERS", status: 400 });
  });

  it("refuses values outside the lists instead of saving a broader alert than asked", async () => {
    const ana = await person();
    for (const input of [{ category: "Guitarras" }, { jobType: "forever" }, { experienceLevel: "guru" }, { country: "Atlántida" }]) {
      expect(await refusalOf(createJobAlert(ana.ctx, input))).toMatchObject({ key: "JOB_ALERT_FILTER_INVALID", status: 400 });
    }
  });

  it("saving the same filters again returns the alert already saved, even from two requests at once", async () => {
    const ana = await person();
    const { alert } = await createJobAlert(ana.ctx, { category: "video", country: "CL" });
    const again = await createJobAlert(ana.ctx, { category: "video", country: "CL", q: "x" });
    expect(again).toEqual({ alert, created: false });
    const together = await Promise.all([1, 2, 3].map(() => createJobAlert(ana.ctx, { jobType: "freelance" })));
    expect(together.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(together.map((result) => result.alert.id)).size).toBe(1);
    expect(await alertsOf(ana.userId)).toHaveLength(2);
  });

  it("the database refuses a second row with the same filters, nulls included (NULLS NOT DISTINCT)", async () => {
    const ana = await person();
    await createJobAlert(ana.ctx, { country: "PE" });
    await expect(testDb().insert(jobAlerts).values({ userId: ana.userId, country: "PE" })).rejects.toThrow();
    await expect(testDb().insert(jobAlerts).values({ userId: ana.userId })).rejects.toThrow();
  });

  it(`keeps at most ${JOB_ALERTS_MAX} alerts per member, with a Spanish message`, async () => {
    const ana = await person();
    for (const category of JOB_CATEGORIES.slice(0, JOB_ALERTS_MAX)) await createJobAlert(ana.ctx, { category });
    expect(await refusalOf(createJobAlert(ana.ctx, { country: "UY" }))).toEqual({
      key: "JOB_ALERT_LIMIT",
      status: 409,
      message: `Puedes tener como máximo ${JOB_ALERTS_MAX} alertas de empleo. Elimina una para crear otra.`,
    });
    expect(await createJobAlert(ana.ctx, { category: JOB_CATEGORIES[0] })).toMatchObject({ created: false });
    const [oldest] = (await myJobAlerts(ana.ctx)).slice(-1);
    await deleteJobAlert(ana.ctx, oldest.id);
    expect(await createJobAlert(ana.ctx, { country: "UY" })).toMatchObject({ created: true });
  });

  it("holds the cap when several different alerts are created at once", async () => {
    const ana = await person();
    for (const category of JOB_CATEGORIES.slice(0, JOB_ALERTS_MAX - 2)) await createJobAlert(ana.ctx, { category });
    const countries = ["AR", "BO", "CL", "CO", "EC", "MX"];
    const results = await Promise.all(countries.map((country) => refusalOf(createJobAlert(ana.ctx, { country }))));
    expect(results.map((result) => (result === "OK" ? result : result.key)).sort()).toEqual([...Array(4).fill("JOB_ALERT_LIMIT"), "OK", "OK"]);
    expect(await alertsOf(ana.userId)).toHaveLength(JOB_ALERTS_MAX);
  });

  it("is for signed-in individuals: visitors 401, companies 403 with a Spanish explanation", async () => {
    expect(await refusalOf(createJobAlert(testContext(), { category: "audio" }))).toMatchObject({ key: "LOGIN_REQUIRED", status: 401 });
    const { userId } = await createCompany({ verified: false });
    expect(await refusalOf(createJobAlert(await actingAs(userId), { category: "audio" }))).toEqual({
      key: "JOB_ALERT_INDIVIDUALS_ONLY",
      status: 403,
      message: "Las alertas de empleo son para técnicos y profesionales: las cuentas de empresa no pueden crearlas.",
    });
    expect(await alertsOf(userId)).toEqual([]);
    expect(await refusalOf(myJobAlerts(testContext()))).toMatchObject({ status: 401 });
  });
});

describe("deleting an alert", () => {
  it("only its owner can; anyone else gets 'not found' and the alert stays", async () => {
    const [ana, beto, caro] = await Promise.all([person(), person(), person()]);
    const { alert } = await createJobAlert(ana.ctx, { category: "led" });
    await createJobAlert(beto.ctx, { category: "led" });
    for (const outsider of [caro.ctx, beto.ctx]) {
      expect(await refusalOf(deleteJobAlert(outsider, alert.id))).toEqual({ key: "JOB_ALERT_NOT_FOUND", status: 404, message: "No encontramos esa alerta." });
    }
    expect(await refusalOf(deleteJobAlert(testContext(), alert.id))).toMatchObject({ status: 401 });
    expect(await alertsOf(ana.userId)).toHaveLength(1);
    expect(await alertsOf(beto.userId)).toHaveLength(1);
    await deleteJobAlert(ana.ctx, alert.id);
    expect(await myJobAlerts(ana.ctx)).toEqual([]);
    expect(await refusalOf(deleteJobAlert(ana.ctx, alert.id))).toMatchObject({ status: 404 });
    expect(await refusalOf(deleteJobAlert(ana.ctx, Number.NaN))).toMatchObject({ status: 404 });
  });
});
