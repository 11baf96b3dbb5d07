import { eq } from "drizzle-orm";
import { isUniqueViolation } from "~/db/errors";
import { companyProfiles } from "~/db/schema/profiles";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { purgePages } from "~/lib/page-cache.server";
import { parseInput } from "~/lib/parse-input.server";
import { imageSlot, saveWithFiles } from "~/lib/storage/save-with-files.server";
import { COMPANY_SIZES, companySizeLabel, SUBCATEGORIES, subcategoryLabel } from "~/lib/vocabulary/company";
import { AVATAR_SIZES, logoUrl } from "./avatar";
import { profilesPolicy } from "./policy";
import { companyProfileInput } from "./profile-editor.schemas";

export type CompanyProfileForm = {
  companyName: string;
  description: string;
  city: string;
  country: string;
  companySize: string;
  hasFranchises: boolean;
  mainCategory: string;
  industry: string;
  subcategories: string[];
  website: string;
  slug: string;
  logoUrl: string | null;
  /** The size and subcategory choices, labelled in the reader's language. */
  choices: { sizes: Choice[]; subcategories: Choice[] };
};
type Choice = { value: string; label: string };

function requireCompany(ctx: Ctx) {
  return profilesPolicy.authorize(requireActor(ctx), "editCompanyProfile");
}

/** The signed-in company's profile as its editor shows it, with the catalog's choices in the reader's language. */
export async function companyProfileForm(ctx: Ctx): Promise<CompanyProfileForm> {
  const actor = requireCompany(ctx);
  const [row] = await ctx.db.select().from(companyProfiles).where(eq(companyProfiles.id, actor.id)).limit(1);
  if (!row) throw new AppError("PROFILE_NOT_FOUND", 404);
  const { t } = serverI18n(ctx.locale);
  return {
    companyName: row.companyName,
    description: row.description ?? "",
    city: row.city ?? "",
    country: row.country ?? "",
    companySize: row.companySize ?? "",
    hasFranchises: row.hasFranchises,
    mainCategory: row.mainCategory ?? "",
    industry: row.industry ?? "",
    subcategories: row.subcategories ?? [],
    website: row.website ?? "",
    slug: row.slug ?? "",
    logoUrl: logoUrl(row.logoPath, 256),
    choices: {
      sizes: COMPANY_SIZES.map((size) => ({ value: size, label: companySizeLabel(t, size) })),
      subcategories: SUBCATEGORIES.map((code) => ({ value: code, label: subcategoryLabel(t, code) })),
    },
  };
}

/**
 * The signed-in company saves its profile: name, logo, description, place, size, franchises,
 * categories, website and its unique address (`slug`, lowercase). Everything is checked first; then,
 * under the company's file lock, the storage quota, a new logo and the profile in one statement;
 * after the commit the replaced logo is removed. A refusal (including a slug another company holds)
 * changes nothing and leaves no file behind.
 */
export async function saveCompanyProfile(ctx: Ctx, values: Record<string, string>, form: FormData): Promise<{ saved: true }> {
  const actor = requireCompany(ctx);
  const input = parseInput(companyProfileInput, { ...values, subcategories: form.getAll("subcategories").filter((value) => typeof value === "string") });
  const logo = await imageSlot(form, { field: "logo", bucket: "company-logos", widths: AVATAR_SIZES, remove: input.removeLogo });
  await saveWithFiles(
    ctx,
    { folder: actor.id },
    { logo },
    {
      current: async (tx) => {
        const [current] = await tx.db.select({ logo: companyProfiles.logoPath }).from(companyProfiles).where(eq(companyProfiles.id, actor.id)).limit(1);
        if (!current) throw new AppError("PROFILE_NOT_FOUND", 404);
        return current;
      },
      write: async (tx, keys) => {
        try {
          await tx.db
            .update(companyProfiles)
            .set({
              companyName: input.companyName,
              description: input.description,
              city: input.city,
              country: input.country,
              companySize: input.companySize,
              hasFranchises: input.hasFranchises,
              mainCategory: input.mainCategory,
              industry: input.industry,
              subcategories: input.subcategories,
              website: input.website,
              slug: input.slug,
              logoPath: keys.logo,
              logo: logoUrl(keys.logo, 256),
              updatedAt: tx.now(),
            })
            .where(eq(companyProfiles.id, actor.id));
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError("SLUG_TAKEN", 409, {}, "slug");
          throw error;
        }
      },
    },
  );
  // /explore shows profiles to visitors from the page cache: every instance forgets it now.
  await purgePages(ctx.db, "/explore");
  return { saved: true };
}
