import { JOB_TYPES, type OfferInput } from "~/features/jobs/public.server";
import type { Ctx } from "~/lib/context.server";
import { regionName } from "~/lib/vocabulary/countries";
import { accountIdsByEmail, anyOfferBy, companiesWithEmailLike, importApplications, importPublishedOffers, newestOffersOf } from "~/shell/bulk-import.server";
import { DEMO_JOB_ROLES } from "../content/demo-job-roles";
import { DEMO_LOGINS } from "../content/demo-logins";

const HOUR = 60 * 60 * 1000;
const OFFER_COUNT = 42;

const LEVELS = ["junior", "semi-senior", "senior", "expert", null] as const;

function description(role: string, company: string, city: string, remote: boolean): string {
  return [
    `${company} busca ${role.toLowerCase()} para sumarse a su equipo en ${city}.`,
    "Trabajarás en eventos, giras y producciones junto a un equipo técnico con experiencia.",
    remote ? "Parte del trabajo (preproducción, programación, reuniones) puede hacerse en remoto." : "El trabajo es presencial.",
    "\nOfrecemos: equipo de primer nivel, formación continua y buen ambiente.",
  ].join("\n");
}

/** The demo offers of the given companies: varied roles, job types, levels, some remote, some with a salary, published over the last weeks. */
function demoOffers(companies: { id: string; name: string; country: string | null; city: string | null }[], now: number) {
  return Array.from({ length: OFFER_COUNT }, (_, index) => {
    const company = companies[index % companies.length];
    const role = DEMO_JOB_ROLES[index % DEMO_JOB_ROLES.length];
    const remote = index % 4 === 1;
    const withSalary = index % 3 !== 2;
    const country = company.country ?? "UY";
    const city = company.city ?? regionName("es", country);
    const input: OfferInput = {
      title: role.title,
      description: description(role.title, company.name, city, remote),
      country,
      city: company.city ?? "",
      remoteAllowed: remote,
      jobType: JOB_TYPES[index % JOB_TYPES.length],
      experienceLevel: LEVELS[index % LEVELS.length] ?? "",
      category: role.category,
      requirements: role.requirements.join("\n"),
      salaryMin: withSalary ? String(role.salary[0]) : "",
      salaryMax: withSalary ? String(role.salary[1]) : "",
      salaryCurrency: withSalary ? "USD" : "",
      validThrough: index % 5 === 0 ? new Date(now + 60 * 24 * HOUR).toISOString().slice(0, 10) : "",
    };
    return { companyId: company.id, input, publishedAt: new Date(now - (index * 7 + 1) * HOUR) };
  });
}

/**
 * Seeds the job board of the demo companies once (nothing when any of them already has an offer, so
 * seeding again adds nothing, and a data folder seeded before the job board existed gets it): 42 active
 * offers over the last two weeks across the companies' countries, every job type and category, some
 * remote, most with a salary; the named demo members apply to the demo company's newest offers,
 * with applications in every status. Returns the offers added.
 */
export async function seedDemoJobs(ctx: Pick<Ctx, "db">, now = Date.now()): Promise<number> {
  const companies = await companiesWithEmailLike(ctx, "%demo.redav.lat");
  if (companies.length === 0) return 0;
  if (
    await anyOfferBy(
      ctx,
      companies.map((company) => company.id),
    )
  )
    return 0;
  companies.sort((a, b) => a.email.localeCompare(b.email));
  const ids = await importPublishedOffers(ctx, demoOffers(companies, now));
  // The demo company's own newest offers get the applications, so its log-in shows the pipeline.
  const own = await newestOffersOf(ctx, DEMO_LOGINS.company, 5);
  const targets = own.length > 0 ? own : ids.slice(0, 5);
  const applicants = [...(await accountIdsByEmail(ctx, [DEMO_LOGINS.gold, DEMO_LOGINS.silver, DEMO_LOGINS.bronze])).values()].map((id) => ({ id }));
  const statuses = ["pending", "reviewed", "contacted", "accepted", "rejected"] as const;
  // Every member applies to every target offer; the statuses take turns, so all five appear.
  const pairs = applicants.flatMap((applicant) => targets.map((jobId) => ({ jobId, applicantId: applicant.id })));
  await importApplications(
    ctx,
    pairs.map((pair, index) => ({
      ...pair,
      status: statuses[index % statuses.length],
      coverLetter: "Hola, me interesa la oferta y tengo experiencia en el puesto.",
      createdAt: new Date(now - index * 3 * HOUR - HOUR / 2),
    })),
  );
  return ids.length;
}
