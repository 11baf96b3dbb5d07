import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/db/rows";
import { userProfiles } from "~/db/schema/profiles";
import { exportSectionsInOrder } from "~/features/privacy/personal-data-registry.server";
import { individualProfileForm, saveIndividualProfile } from "~/features/profiles/edit-profile.server";
import { viewProfile } from "~/features/profiles/profiles.server";
import { actingAs } from "../context";
import { createIndividual } from "../factories";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

function form(values: Record<string, string>): [Record<string, string>, FormData] {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return [values, data];
}

const NAMES = { firstName: "Camila", lastName: "Rojas" };

async function member() {
  const { userId, email } = await createIndividual();
  return { userId, email, ctx: await actingAs(userId) };
}

describe("the form of address (decision 044)", () => {
  it("is unsaid at first: the editor shows no choice and the profile reads neutral", async () => {
    const me = await member();
    expect((await individualProfileForm(me.ctx)).formOfAddress).toBe("");
    const { profile } = await viewProfile(me.ctx);
    expect(profile.kind === "individual" && profile.formOfAddress).toBeNull();
  });

  it("is saved from the editor, shown back in it and given with the profile to whoever reads it", async () => {
    const me = await member();
    const reader = await member();
    await saveIndividualProfile(me.ctx, ...form({ ...NAMES, formOfAddress: "feminine" }));
    expect((await individualProfileForm(me.ctx)).formOfAddress).toBe("feminine");
    const { profile } = await viewProfile(reader.ctx, me.userId);
    expect(profile).toMatchObject({ kind: "individual", formOfAddress: "feminine" });
  });

  it("can be taken back: an empty choice stores nothing again", async () => {
    const me = await member();
    await saveIndividualProfile(me.ctx, ...form({ ...NAMES, formOfAddress: "masculine" }));
    await saveIndividualProfile(me.ctx, ...form({ ...NAMES, formOfAddress: "" }));
    const [row] = await testDb().select({ form: userProfiles.formOfAddress }).from(userProfiles).where(eq(userProfiles.id, me.userId));
    expect(row?.form).toBeNull();
  });

  it("refuses anything but the three forms, in Spanish, and changes nothing", async () => {
    const me = await member();
    await saveIndividualProfile(me.ctx, ...form({ ...NAMES, formOfAddress: "neutral" }));
    expect(await refusalOf(saveIndividualProfile(me.ctx, ...form({ firstName: "Otra", lastName: "Persona", formOfAddress: "mujer" })))).toEqual({
      key: "INVALID_CHOICE",
      status: 400,
      message: "Elige una opción de la lista.",
      field: "formOfAddress",
    });
    const [row] = await testDb()
      .select({ form: userProfiles.formOfAddress, firstName: userProfiles.firstName })
      .from(userProfiles)
      .where(eq(userProfiles.id, me.userId));
    expect(row).toEqual({ form: "neutral", firstName: "Camila" });
  });

  it("is part of the member's data export", async () => {
    const me = await member();
    await saveIndividualProfile(me.ctx, ...form({ ...NAMES, formOfAddress: "feminine" }));
    const section = exportSectionsInOrder().find((candidate) => candidate.name === "profile");
    if (!section) throw new Error("no profile section");
    const [row] = await queryRows<Record<string, unknown>>(testDb(), section.query({ id: me.userId, email: me.email }));
    expect(row?.form_of_address).toBe("feminine");
  });
});
