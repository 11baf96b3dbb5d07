import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "~/lib/vocabulary/countries";
import { testContext } from "../../../tests/context";
import { actingCompany } from "../../../tests/factories";
import { JOB_CATEGORIES } from "./job-options";
import { jobPosting } from "./job-posting";
import type { OfferInput } from "./jobs.schemas";
import { createOffer, getOffer } from "./offers.server";

const offer = (overrides: Partial<OfferInput>): OfferInput => ({
  title: "Programador de consolas",
  description: "Programación de shows de iluminación a distancia.",
  country: COUNTRY_CODES[0],
  city: "Córdoba",
  jobType: "freelance",
  category: [JOB_CATEGORIES[0]],
  publish: true,
  ...overrides,
});

describe("fully and partly remote offers (issue 36 §2)", () => {
  it("stores 'Todo el trabajo es en remoto' (which implies remote work) apart from remote work allowed, and only the former is TELECOMMUTE", async () => {
    const firm = await actingCompany();
    const fully = await createOffer(firm.ctx, offer({ fullyRemote: "on" }));
    const partly = await createOffer(firm.ctx, offer({ remoteAllowed: "on" }));
    const fullyView = await getOffer(testContext(), fully.id);
    const partlyView = await getOffer(testContext(), partly.id);
    expect(fullyView).toMatchObject({ remoteAllowed: true, fullyRemote: true });
    expect(partlyView).toMatchObject({ remoteAllowed: true, fullyRemote: false });
    expect(jobPosting(fullyView, "https://redav.lat")).toMatchObject({ jobLocationType: "TELECOMMUTE" });
    expect(jobPosting(partlyView, "https://redav.lat")).not.toHaveProperty("jobLocationType");
    expect(jobPosting(partlyView, "https://redav.lat")).toHaveProperty("jobLocation.address.addressLocality", "Córdoba");
  });
});
