import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { actingAs } from "../../../tests/context";
import { companyRow, createCompany, createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { companyProfileForm, saveCompanyProfile } from "./edit-company-profile.server";

const logo = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 300, height: 120, channels: 3, background: "#112233" } })
          .png()
          .toBuffer(),
      ),
    ],
    "logo.png",
  );

function form(values: Record<string, string>, subcategories: string[] = [], files: Record<string, File> = {}): [Record<string, string>, FormData] {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  for (const code of subcategories) data.append("subcategories", code);
  for (const [key, file] of Object.entries(files)) data.set(key, file);
  return [values, data];
}

function logosOf(id: string): string[] {
  try {
    return readdirSync(path.resolve(process.env.DATA_DIR ?? "./tmp/test-data", "files", "company-logos", id));
  } catch {
    return [];
  }
}

const unique = () => `sonido-${Math.random().toString(36).slice(2, 10)}`;

async function company() {
  const { userId } = await createCompany();
  return { userId, ctx: await actingAs(userId) };
}

describe("editing a company profile", () => {
  it("saves every field, the subcategories and the logo, and shows them back", async () => {
    const me = await company();
    const slug = unique();
    await saveCompanyProfile(
      me.ctx,
      ...form(
        {
          companyName: "Sonido Austral",
          description: "Alquiler y producción técnica.",
          city: "Punta Arenas",
          country: "CL",
          companySize: "small",
          hasFranchises: "on",
          mainCategory: "rental",
          industry: "Eventos",
          website: "https://sonidoaustral.example",
          slug,
        },
        ["rental_audio", "events", "rental_audio"],
        { logo: await logo() },
      ),
    );
    const row = await companyRow(me.userId);
    expect(row).toMatchObject({
      companyName: "Sonido Austral",
      companySize: "small",
      hasFranchises: true,
      mainCategory: "rental",
      subcategories: ["rental_audio", "events"],
      website: "https://sonidoaustral.example",
      slug,
    });
    expect(row.logo).toBe(`/files/company-logos/${row.logoPath}-256.webp`);
    expect(logosOf(me.userId)).toHaveLength(2);
    expect((await companyProfileForm(me.ctx)).logoUrl).toBe(row.logo);
  });

  it("offers the sizes and subcategories labelled in the reader's language", async () => {
    const { userId } = await createCompany();
    const labels = async (locale: "es" | "en" | "pt") => {
      const { choices } = await companyProfileForm(await actingAs(userId, { locale }));
      const label = (list: { value: string; label: string }[], value: string) => list.find((choice) => choice.value === value)?.label;
      return [label(choices.sizes, "small"), label(choices.subcategories, "rental_lighting")];
    };
    expect(await labels("es")).toEqual(["Pequeña (11-50 personas)", "Alquiler de iluminación"]);
    expect(await labels("en")).toEqual(["Small (11-50 people)", "Lighting rental"]);
    expect(await labels("pt")).toEqual(["Pequena (11-50 pessoas)", "Locação de iluminação"]);
  });

  it("refuses bad input with Spanish messages and changes nothing", async () => {
    const me = await company();
    const before = await companyRow(me.userId);
    const cases: [Record<string, string>, string[], string, string][] = [
      [{ companyName: " " }, [], "companyName", "El nombre de la empresa es obligatorio."],
      [{ companyName: "X", slug: "Mayúsculas" }, [], "slug", "La dirección debe tener entre 3 y 60"],
      [{ companyName: "X", slug: "-guion" }, [], "slug", "La dirección debe tener entre 3 y 60"],
      [{ companyName: "X", website: "javascript:alert(1)" }, [], "website", "Escribe la dirección completa del sitio"],
      [{ companyName: "X", companySize: "gigante" }, [], "companySize", "Elige una opción de la lista."],
      [{ companyName: "X" }, ["rental_audio", "no_existe"], "subcategories", "Elige una opción de la lista."],
    ];
    for (const [values, codes, field, message] of cases) {
      const refusal = await refusalOf(saveCompanyProfile(me.ctx, ...form(values, codes, { logo: await logo() })));
      expect(refusal, field).toMatchObject({ status: 400, field });
      expect((refusal as { message: string }).message).toContain(message);
    }
    expect(await companyRow(me.userId)).toEqual(before);
    expect(logosOf(me.userId)).toEqual([]);
  });

  it("keeps slugs unique: a second company asking for a taken one gets 409 and keeps its own data and no logo", async () => {
    const first = await company();
    const second = await company();
    const slug = unique();
    await saveCompanyProfile(first.ctx, ...form({ companyName: "Primera", slug }));
    expect(await refusalOf(saveCompanyProfile(second.ctx, ...form({ companyName: "Segunda", slug }, [], { logo: await logo() })))).toMatchObject({
      status: 409,
      field: "slug",
      message: "Esa dirección ya la usa otra empresa.",
    });
    expect((await companyRow(second.userId)).companyName).not.toBe("Segunda");
    expect(logosOf(second.userId)).toEqual([]);
  });

  it("never takes subscription_tier or is_admin from the form, and is for companies only (403 for an individual)", async () => {
    const me = await company();
    await saveCompanyProfile(me.ctx, ...form({ companyName: "Firma", subscriptionTier: "gold", subscription_tier: "gold", isAdmin: "on" }));
    expect(await companyRow(me.userId)).toMatchObject({ subscriptionTier: "bronze", isAdmin: false });
    const person = await createIndividual();
    expect(await refusalOf(saveCompanyProfile(await actingAs(person.userId), ...form({ companyName: "Yo" })))).toMatchObject({ status: 403 });
  });
});
