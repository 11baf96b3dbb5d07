import { randomUUID } from "node:crypto";
import { skillsFromInterests } from "~/features/profiles/public";
import type { Ctx } from "~/lib/context.server";
import { accountIdsByEmail, importMembers, importNotifications } from "~/shell/bulk-import.server";
import { DEMO_LOGINS, DEMO_PASSWORD } from "./content/demo-logins";
import { namedCompany, namedTechnicians } from "./content/demo-named";
import { demoNotifications } from "./content/demo-notifications";
import { demoCompanies, demoTechnicians } from "./content/demo-people";
import { cordobaLightingTechnicians } from "./content/demo-recruiting";
import { seedDemoAssessments } from "./load/demo-assessments.server";
import { seedDemoAvailability } from "./load/demo-availability.server";
import { seedDemoBookings } from "./load/demo-bookings.server";
import { seedDemoCourses } from "./load/demo-courses.server";
import { seedDemoDocuments } from "./load/demo-documents.server";
import { seedDemoEvents } from "./load/demo-events.server";
import { seedDemoJobs } from "./load/demo-jobs.server";
import { seedDemoMessages } from "./load/demo-messages.server";
import { seedDemoNetwork } from "./load/demo-network.server";
import { seedDemoNews } from "./load/demo-news.server";
import { seedCordobaCalendars, seedDemoRecruiting } from "./load/demo-recruiting.server";
import { seedDemoSites } from "./load/demo-sites.server";
import { seedDemoTechnicianPages } from "./load/demo-technician-pages.server";

const HOUR = 60 * 60 * 1000;

/** The content beyond the accounts, each part seeded once: a data folder seeded before a part existed still gets it. */
async function seedDemoContent(ctx: Pick<Ctx, "db">): Promise<number> {
  await seedDemoJobs(ctx);
  await seedDemoCourses({ db: ctx.db, now: () => new Date() });
  await seedDemoAssessments({ db: ctx.db, now: () => new Date() });
  await seedDemoNews({ db: ctx.db, now: () => new Date() });
  await seedDemoEvents({ db: ctx.db, now: () => new Date() });
  await seedDemoDocuments(ctx);
  // The Córdoba lighting technicians' weekends are set free first: the drawn calendars leave them alone.
  await seedCordobaCalendars({ db: ctx.db, now: () => new Date() });
  await seedDemoAvailability({ db: ctx.db, now: () => new Date() });
  await seedDemoTechnicianPages(ctx);
  await seedDemoBookings({ db: ctx.db, now: () => new Date() });
  await seedDemoRecruiting({ db: ctx.db, now: () => new Date() });
  return seedDemoSites(ctx);
}

/**
 * Seeds the demo network (verified accounts sharing DEMO_PASSWORD): the five demo log-ins, 64
 * technicians in seven countries (and three lighting technicians in Córdoba free on the weekends ahead,
 * with the demo company's list, private note and saved search about them; issue 41) and 13 companies, with conversations between them and
 * 42 job offers (some applied to), nine courses with enrollments and saved courses (each with a
 * graded assessment in its language, two lesson quizzes, passed attempts and reviews; issue 40), and twelve news
 * articles, fifteen events and thirty library documents, and nine company websites (eight published,
 * one draft), availability calendars over the next two months for most technicians, and most
 * technicians' public pages (credits, kit, drawn photos; issue 38). Everything
 * goes in through the bulk-import door (app/shell/bulk-import.server.ts). Accounts already present
 * are left as they are. Answers the accounts and the sites it added.
 */
export async function seedDemoData(ctx: Pick<Ctx, "db">): Promise<{ created: number; sites: number }> {
  const technicians = [...namedTechnicians(), ...[...demoTechnicians(), ...cordobaLightingTechnicians()].map((t) => ({ ...t, isAdmin: false }))];
  const companies = [namedCompany(), ...demoCompanies()];
  const emails = [...technicians.map((t) => t.email), ...companies.map((c) => c.email)];
  const existing = await accountIdsByEmail(ctx, emails);
  const newTechnicians = technicians.filter((t) => !existing.has(t.email));
  const newCompanies = companies.filter((c) => !existing.has(c.email));
  if (newTechnicians.length + newCompanies.length === 0) return { created: 0, sites: await seedDemoContent(ctx) };
  const ids = new Map(emails.map((email) => [email, randomUUID()]));
  const idOf = (email: string) => ids.get(email) ?? randomUUID();
  await importMembers(ctx, {
    password: DEMO_PASSWORD,
    technicians: newTechnicians.map((t) => ({
      ...t,
      id: idOf(t.email),
      skills: skillsFromInterests(Object.fromEntries(t.interests.map((interest) => [interest, true]))),
    })),
    companies: newCompanies.map((c) => ({ ...c, id: idOf(c.email) })),
  });
  const now = Date.now();
  const created = new Set([...newTechnicians.map((t) => t.email), ...newCompanies.map((c) => c.email)]);
  await importNotifications(
    ctx,
    demoNotifications()
      .filter(({ email }) => created.has(email))
      .flatMap(({ email, items }) =>
        items.map(({ hoursAgo, ...item }) => ({
          ...item,
          userId: idOf(email),
          relatedEntityId: item.relatedEntityType === "profile" ? idOf(email) : (item.relatedEntityId ?? null),
          createdAt: new Date(now - hoursAgo * HOUR),
        })),
      ),
  );
  await seedDemoNetwork(
    ctx,
    newTechnicians.map((t) => ({
      id: idOf(t.email),
      name: `${t.firstName} ${t.lastName}`,
      titles: t.jobTitles,
      city: t.city,
      country: t.country,
      level: t.level,
      showcase: t.email === DEMO_LOGINS.gold,
    })),
    newCompanies.map((c) => ({ id: idOf(c.email), name: c.companyName })),
  );
  await seedDemoMessages(ctx, created);
  const sites = await seedDemoContent(ctx);
  return { created: created.size, sites };
}
