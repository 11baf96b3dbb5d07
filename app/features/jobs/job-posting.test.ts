import { describe, expect, it } from "vitest";
import { jobPosting } from "./job-posting";
import type { OfferDetail } from "./job-views";

const offer: OfferDetail = {
  id: 7,
  title: "Técnico/a de monitores",
  description: "Giras </script><b>",
  country: "CL",
  city: "Santiago",
  remoteAllowed: true,
  fullyRemote: true,
  jobType: "freelance",
  experienceLevel: "senior",
  category: ["audio"],
  salaryMin: 1200,
  salaryMax: 1800,
  salaryCurrency: "USD",
  validThrough: "2030-01-31",
  workStartsOn: null,
  workEndsOn: null,
  publishedAt: "2029-12-01T10:00:00.000Z",
  isActive: true,
  company: { id: "c1", name: "Andes Pro Audio", logoUrl: "/files/company-logos/a-96.webp", slug: null },
  requirements: [],
  status: "active",
  viewsCount: 3,
  createdAt: "2029-12-01T09:00:00.000Z",
  updatedAt: "2029-12-01T09:00:00.000Z",
  isOwner: false,
  myApplication: null,
};

describe("an offer's JobPosting", () => {
  it("maps the type, place, remote work, salary and an absolute logo", () => {
    const posting = jobPosting(offer, "https://redav.lat");
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      datePosted: "2029-12-01",
      validThrough: "2030-01-31",
      employmentType: "CONTRACTOR",
      jobLocationType: "TELECOMMUTE",
      url: "https://redav.lat/jobs/7",
      hiringOrganization: { name: "Andes Pro Audio", logo: "https://redav.lat/files/company-logos/a-96.webp" },
      jobLocation: { address: { addressLocality: "Santiago", addressCountry: "CL" } },
      baseSalary: { currency: "USD", value: { minValue: 1200, maxValue: 1800, unitText: "MONTH" } },
    });
  });

  it("leaves out what is not stated", () => {
    const posting = jobPosting(
      {
        ...offer,
        remoteAllowed: false,
        fullyRemote: false,
        salaryMin: null,
        salaryMax: null,
        salaryCurrency: null,
        validThrough: null,
        company: { ...offer.company, logoUrl: null },
      },
      "https://redav.lat",
    );
    expect(posting).not.toHaveProperty("baseSalary");
    expect(posting).not.toHaveProperty("jobLocationType");
    expect(posting).not.toHaveProperty("validThrough");
    expect(posting.hiringOrganization).not.toHaveProperty("logo");
  });

  it("keeps a partly remote offer at its place: TELECOMMUTE only when the whole work is remote (issue 36)", () => {
    const partly = jobPosting({ ...offer, country: "CL", remoteAllowed: true, fullyRemote: false }, "https://redav.lat");
    expect(partly).not.toHaveProperty("jobLocationType");
    expect(partly).not.toHaveProperty("applicantLocationRequirements");
    expect(partly).toHaveProperty("jobLocation.address.addressLocality", "Santiago");
    const fully = jobPosting({ ...offer, country: "CL", remoteAllowed: true, fullyRemote: true }, "https://redav.lat");
    expect(fully).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country" } });
  });
});
