import type { MembershipLevel } from "~/lib/actor";
import type { Ctx } from "~/lib/context.server";
import { regionName } from "~/lib/vocabulary/countries";
import { importCompanyLogos, importFollows, importProfileFiles } from "~/shell/bulk-import.server";
import { demoAvatar, demoLogo, demoPdf } from "../demo-files.server";

/** `showcase`: the gold demo login, whose public page is the demo's example (issue 38): always with a photo. */
type Person = { id: string; name: string; titles: string[]; city: string; country: string; level: MembershipLevel; showcase?: boolean };
type Company = { id: string; name: string };

/** A technician's demo CV: their name, titles and place, and two plain lines. */
function demoCv(person: Person): Buffer {
  return demoPdf([
    person.name,
    ...person.titles,
    `${person.city}, ${regionName("es", person.country)}`,
    "",
    "Experiencia en eventos, giras e instalaciones.",
    "Referencias a pedido.",
  ]);
}

/**
 * The demo network beyond the accounts: generated avatars for half the technicians (whose pages are
 * also public), logos for every company, CVs for a third of the technicians and every gold
 * member (the gold ones downloadable by companies), and follows between technicians and towards companies. Nothing is fetched.
 */
export async function seedDemoNetwork(ctx: Pick<Ctx, "db">, technicians: Person[], companies: Company[]): Promise<void> {
  for (const [index, person] of technicians.entries()) {
    const withPhoto = index % 2 === 0;
    const withCv = index % 3 === 0 || person.level === "gold";
    await importProfileFiles(ctx, [
      {
        id: person.id,
        photo: withPhoto || person.showcase ? await demoAvatar(person.name) : null,
        cv: withCv ? { name: "demo-cv.pdf", bytes: demoCv(person) } : null,
        pageVisibility: withPhoto ? "public" : "members",
        // Offering the CV to companies is a gold benefit (/membership): every gold member with a CV offers it.
        hasCvEnabled: person.level === "gold",
      },
    ]);
  }
  for (const company of companies) await importCompanyLogos(ctx, [{ id: company.id, logo: await demoLogo(company.name) }]);
  const follows = technicians.flatMap((person, index) => {
    const others = [1, 5, 11].map((step) => technicians[(index + step) % technicians.length]).filter((other) => other && other.id !== person.id);
    const rows = others.map((other) => ({ followerId: person.id, followingId: other.id, followingType: "technician" as const }));
    const company = companies[index % Math.max(1, companies.length)];
    return company ? [...rows, { followerId: person.id, followingId: company.id, followingType: "company" as const }] : rows;
  });
  const companyFollows = companies.flatMap((company, index) =>
    technicians
      .filter((_, position) => position % 7 === index % 7)
      .map((person) => ({ followerId: company.id, followingId: person.id, followingType: "technician" as const })),
  );
  await importFollows(ctx, [...follows, ...companyFollows]);
}
