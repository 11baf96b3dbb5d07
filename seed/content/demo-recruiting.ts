import { DEMO_LOGINS } from "./demo-logins";
import type { DemoTechnician } from "./demo-people";

/**
 * Issue 41's demo: lighting technicians in Córdoba (Argentina) free on the weekends ahead, and the
 * demo company's recruiting tools around them (a list with notes, a private note, a saved search).
 */

/** Three lighting technicians based in Córdoba, Argentina. */
export function cordobaLightingTechnicians(): DemoTechnician[] {
  const base = {
    country: "AR",
    city: "Córdoba",
    specialization: "Iluminación escénica",
    interests: ["lighting", "liveevents", "production"],
    isTrainer: false,
  } satisfies Partial<DemoTechnician>;
  return [
    {
      ...base,
      email: "julieta.ferreyra@demo.redav.lat",
      firstName: "Julieta",
      lastName: "Ferreyra",
      level: "silver",
      jobTitles: ["Diseñadora de iluminación", "Operadora de consola grandMA"],
      formOfAddress: "feminine",
      experienceLevel: "senior",
      bio: "Diseño y opero iluminación para festivales y teatro en el centro del país. Con base en Córdoba, Argentina.",
    },
    {
      ...base,
      email: "facundo.bustos@demo.redav.lat",
      firstName: "Facundo",
      lastName: "Bustos",
      level: "bronze",
      jobTitles: ["Técnico de iluminación", "Operador de consola grandMA"],
      formOfAddress: "masculine",
      experienceLevel: "semi-senior",
      bio: "Monto, enfoco y opero iluminación para bandas en gira y eventos corporativos. Con base en Córdoba, Argentina.",
    },
    {
      ...base,
      email: "milagros.quiroga@demo.redav.lat",
      firstName: "Milagros",
      lastName: "Quiroga",
      level: "gold",
      jobTitles: ["Técnica de iluminación", "Programadora de cabezas móviles"],
      formOfAddress: "feminine",
      experienceLevel: "expert",
      bio: "Programo cabezas móviles y pixel mapping para conciertos y televisión. Con base en Córdoba, Argentina.",
    },
  ];
}

/** The demo company's list of Córdoba's lighting technicians, each with the list's note on them. */
export const DEMO_TALENT_LIST = {
  companyEmail: DEMO_LOGINS.company,
  name: "Iluminación Córdoba",
  entries: [
    { email: "julieta.ferreyra@demo.redav.lat", note: "Primera opción para el festival de marzo: maneja grandMA3." },
    { email: "facundo.bustos@demo.redav.lat", note: "Disponible fines de semana; pedirle presupuesto con viáticos." },
  ],
} as const;

/** The demo company's private note on one technician (only the company reads it). */
export const DEMO_TALENT_NOTE = {
  companyEmail: DEMO_LOGINS.company,
  technicianEmail: "julieta.ferreyra@demo.redav.lat",
  note: "Trabajó con nosotros en la gira de 2025: puntual y muy prolija con el patch. Tarifa acordada por día.",
} as const;

/** The demo company's saved search: lighting technicians in Córdoba free next weekend (its dates are counted from the seed day). */
export const DEMO_TALENT_SEARCH = {
  companyEmail: DEMO_LOGINS.company,
  name: "Iluminación en Córdoba, próximo fin de semana",
  skills: ["lighting"],
  country: "AR",
  city: "Córdoba",
} as const;
