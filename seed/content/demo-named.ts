import { DEMO_LOGINS } from "./demo-logins";
import type { DemoCompany, DemoTechnician } from "./demo-people";

/** The four named demo members (the admin, gold, silver and bronze log-ins), all in Montevideo. */
export function namedTechnicians(): (DemoTechnician & { isAdmin: boolean })[] {
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

/** The demo company log-in's company. */
export function namedCompany(): DemoCompany {
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
