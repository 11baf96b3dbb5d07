import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { inArray, ne, sql } from "drizzle-orm";
import { account, user } from "~/db/schema/auth";
import { notifications } from "~/db/schema/notifications";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { skillsFromInterests } from "~/features/profiles/public";
import type { Ctx } from "~/lib/context.server";
import { seedDemoAvailability } from "./demo-availability.server";
import { seedDemoCourses } from "./demo-courses.server";
import { seedDemoDocuments } from "./demo-documents.server";
import { seedDemoEvents } from "./demo-events.server";
import { seedDemoJobs } from "./demo-jobs.server";
import { DEMO_LOGINS, DEMO_PASSWORD } from "./demo-logins";
import { seedDemoMessages } from "./demo-messages.server";
import { seedDemoNetwork } from "./demo-network.server";
import { seedDemoNews } from "./demo-news.server";
import { demoNotifications } from "./demo-notifications";
import { type DemoCompany, type DemoTechnician, demoCompanies, demoTechnicians } from "./demo-people";
import { seedDemoSites } from "./demo-sites.server";

function namedTechnicians(): (DemoTechnician & { isAdmin: boolean })[] {
  const base = { country: "UY", city: "Montevideo", specialization: "Sonido en vivo", experienceLevel: "senior", isTrainer: false } as const;
  return [
    {
      ...base,
      email: DEMO_LOGINS.admin,
      firstName: "Ana",
      formOfAddress: "feminine",
      lastName: "Admin",
      level: "gold",
      jobTitles: ["Coordinadora de RedAV"],
      bio: "Administro la red RedAV.",
      interests: ["production"],
      isAdmin: true,
    },
    {
      ...base,
      email: DEMO_LOGINS.gold,
      firstName: "Olga",
      formOfAddress: "feminine",
      lastName: "Oro",
      level: "gold",
      jobTitles: ["Ingeniera de sonido FOH"],
      bio: "Ingeniera FOH con 15 años de giras por Latinoamérica.",
      interests: ["audio", "mixing", "liveevents"],
      isAdmin: false,
    },
    {
      ...base,
      email: DEMO_LOGINS.silver,
      firstName: "Pedro",
      formOfAddress: "masculine",
      lastName: "Plata",
      level: "silver",
      jobTitles: ["Diseñador de iluminación"],
      bio: "Diseño de iluminación para teatro y conciertos.",
      interests: ["lighting", "liveevents"],
      isAdmin: false,
    },
    {
      ...base,
      email: DEMO_LOGINS.bronze,
      firstName: "Bruno",
      formOfAddress: "masculine",
      lastName: "Bronce",
      level: "bronze",
      jobTitles: ["Técnico de video"],
      bio: "Técnico de video y streaming en Montevideo.",
      interests: ["video", "streaming"],
      isAdmin: false,
    },
  ];
}

function namedCompany(): DemoCompany {
  return {
    email: DEMO_LOGINS.company,
    companyName: "Montevideo Audio Rental",
    country: "UY",
    city: "Montevideo",
    mainCategory: "rental",
    subcategories: ["rental_audio", "audio"],
    companySize: "small",
    description: "Alquiler de sonido profesional y backline para eventos en Uruguay.",
    slug: "montevideo-audio-rental",
    website: "https://montevideo-audio-rental.example",
  };
}

/** True when no account exists yet (first start of an empty database; the website form's system account does not count). */
export async function databaseIsEmpty(ctx: Pick<Ctx, "db">): Promise<boolean> {
  const rows = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(user).where(ne(user.userType, "system"));
  return (rows[0]?.count ?? 0) === 0;
}

/**
 * Seeds the demo network (verified accounts sharing DEMO_PASSWORD): the five demo log-ins, 64
 * technicians in seven countries and 13 companies, with conversations between them and
 * 42 job offers (some applied to), nine courses with enrollments and saved courses, and twelve news
 * articles, fifteen events and thirty library documents, and nine company websites (eight published,
 * one draft), and availability calendars over the next two months for most technicians. Accounts already present are left as they are. Answers the accounts and the sites it added.
 */
export async function seedDemoData(ctx: Pick<Ctx, "db">): Promise<{ created: number; sites: number }> {
  const technicians = [...namedTechnicians(), ...demoTechnicians().map((t) => ({ ...t, isAdmin: false }))];
  const companies = [namedCompany(), ...demoCompanies()];
  const emails = [...technicians.map((t) => t.email), ...companies.map((c) => c.email)];
  const existing = new Set((await ctx.db.select({ email: user.email }).from(user).where(inArray(user.email, emails))).map((row) => row.email));
  const newTechnicians = technicians.filter((t) => !existing.has(t.email));
  const newCompanies = companies.filter((c) => !existing.has(c.email));
  if (newTechnicians.length + newCompanies.length === 0) {
    // A data folder seeded before the job board or the learning area existed still gets them (once).
    await seedDemoJobs(ctx);
    await seedDemoCourses({ db: ctx.db, now: () => new Date() });
    await seedDemoNews({ db: ctx.db, now: () => new Date() });
    await seedDemoEvents({ db: ctx.db, now: () => new Date() });
    await seedDemoDocuments(ctx);
    await seedDemoAvailability({ db: ctx.db, now: () => new Date() });
    return { created: 0, sites: await seedDemoSites(ctx) };
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map(emails.map((email) => [email, randomUUID()]));
  const idOf = (email: string) => ids.get(email) ?? randomUUID();
  await ctx.db.transaction(async (tx) => {
    const users = [
      ...newTechnicians.map((t) => ({
        id: idOf(t.email),
        name: `${t.firstName} ${t.lastName}`,
        email: t.email,
        emailVerified: true,
        userType: "individual",
        type: "individual",
        isCompany: false,
        isAdmin: t.isAdmin,
      })),
      ...newCompanies.map((c) => ({
        id: idOf(c.email),
        name: c.companyName,
        email: c.email,
        emailVerified: true,
        userType: "company",
        type: "company",
        isCompany: true,
        isAdmin: false,
      })),
    ];
    await tx.insert(user).values(users);
    await tx.insert(account).values(users.map((u) => ({ id: randomUUID(), accountId: u.id, providerId: "credential", userId: u.id, password: passwordHash })));
    if (newTechnicians.length) {
      await tx.insert(userProfiles).values(
        newTechnicians.map((t) => {
          const flags = Object.fromEntries(t.interests.map((i) => [i, true]));
          return {
            id: idOf(t.email),
            email: t.email,
            firstName: t.firstName,
            lastName: t.lastName,
            country: t.country,
            city: t.city,
            membershipLevel: t.level,
            isAdmin: t.isAdmin,
            isTrainer: t.isTrainer,
            jobTitle: t.jobTitles,
            formOfAddress: t.formOfAddress,
            specialization: t.specialization,
            experienceLevel: t.experienceLevel,
            bio: t.bio,
            skills: skillsFromInterests(flags),
            isFoundingMember: true,
            interestAudio: !!flags.audio,
            interestVideo: !!flags.video,
            interestLighting: !!flags.lighting,
            interestMixing: !!flags.mixing,
            interestRecording: !!flags.recording,
            interestStreaming: !!flags.streaming,
            interestLiveevents: !!flags.liveevents,
            interestProduction: !!flags.production,
            interestInstallation: !!flags.installation,
          };
        }),
      );
    }
    if (newCompanies.length) {
      await tx.insert(companyProfiles).values(
        newCompanies.map((c) => ({
          id: idOf(c.email),
          email: c.email,
          companyName: c.companyName,
          country: c.country,
          city: c.city,
          mainCategory: c.mainCategory,
          subcategories: c.subcategories,
          companySize: c.companySize,
          description: c.description,
          slug: c.slug,
          website: c.website,
          isFoundingMember: true,
        })),
      );
    }
    const now = Date.now();
    const created = new Set([...newTechnicians.map((t) => t.email), ...newCompanies.map((c) => c.email)]);
    const demoRows = demoNotifications()
      .filter(({ email }) => created.has(email))
      .flatMap(({ email, items }) =>
        items.map(({ hoursAgo, ...item }) => {
          const createdAt = new Date(now - hoursAgo * 60 * 60 * 1000);
          return {
            ...item,
            userId: idOf(email),
            relatedEntityId: item.relatedEntityType === "profile" ? idOf(email) : (item.relatedEntityId ?? null),
            readAt: item.isRead ? createdAt : null,
            createdAt,
          };
        }),
      );
    if (demoRows.length) await tx.insert(notifications).values(demoRows);
  });
  await seedDemoNetwork(
    ctx,
    newTechnicians.map((t) => ({
      id: idOf(t.email),
      name: `${t.firstName} ${t.lastName}`,
      titles: t.jobTitles,
      city: t.city,
      country: t.country,
      level: t.level,
    })),
    newCompanies.map((c) => ({ id: idOf(c.email), name: c.companyName })),
  );
  const createdEmails = new Set([...newTechnicians.map((t) => t.email), ...newCompanies.map((c) => c.email)]);
  await seedDemoMessages(ctx, createdEmails);
  await seedDemoJobs(ctx);
  await seedDemoCourses({ db: ctx.db, now: () => new Date() });
  await seedDemoNews({ db: ctx.db, now: () => new Date() });
  await seedDemoEvents({ db: ctx.db, now: () => new Date() });
  await seedDemoDocuments(ctx);
  await seedDemoAvailability({ db: ctx.db, now: () => new Date() });
  const sites = await seedDemoSites(ctx);
  return { created: newTechnicians.length + newCompanies.length, sites };
}
