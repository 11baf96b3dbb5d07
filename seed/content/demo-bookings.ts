import type { ImportedBookingStep } from "~/shell/bulk-import.server";
import { DEMO_LOGINS } from "./demo-logins";
import { demoCompanies } from "./demo-people";

type Side = "company" | "technician" | "system";
type Status = "requested" | "declined" | "withdrawn" | "option" | "confirming" | "confirmed" | "expired" | "released" | "cancelled" | "completed" | "no_show";

/** A line of a demo booking's history, `daysAgo` days before the seed's moment (fractions for hours). */
export type DemoBookingStep = { side: Side; notice: ImportedBookingStep["notice"]; daysAgo: number; params?: Record<string, string | number> };

/** A demo review: scores per criterion of the author's side, published `publishedDaysAgo` days ago (null: not yet). */
export type DemoReview = {
  authorSide: "company" | "technician";
  scores: Record<string, number>;
  body: string;
  writtenDaysAgo: number;
  publishedDaysAgo: number | null;
  reply?: string;
};

/**
 * A demo booking between a demo company and a demo technician, its days relative to the seed day in
 * the place's time zone (`startsIn` days from today, `days` long), its state and its history.
 */
export type DemoBooking = {
  /** A stable name: the booking's id is derived from it, so seeding twice adds nothing. */
  key: string;
  companyEmail: string;
  technicianEmail: string;
  source: "search" | "page" | "offer" | "conversation";
  production: string;
  role: string;
  venue: string | null;
  city: string;
  country: string;
  timeZone: string;
  startsIn: number;
  days: number;
  callTime?: string;
  dayRate?: number;
  currency?: string;
  notes?: string;
  asksFor?: "option" | "confirmation";
  status: Status;
  rank?: number;
  /** When the technician accepted, days ago. */
  heldDaysAgo?: number;
  /** The option's (or unanswered request's) last day, in days from today (negative: already past). */
  expiresIn: number;
  preAccepted?: boolean;
  /** A running challenge on this option: hours left to confirm or release, and the challenger's key. */
  challenge?: { hoursLeft: number; byKey: string };
  declineReason?: string;
  cancelReason?: string;
  cancelledBy?: Side;
  lateCancellation?: boolean;
  createdDaysAgo: number;
  history: DemoBookingStep[];
  reviews?: DemoReview[];
};

const companyEmail = (name: string): string => {
  const company = demoCompanies().find((candidate) => candidate.companyName === name);
  if (!company) throw new Error(`no demo company ${name}`);
  return company.email;
};

const MONTEVIDEO = { city: "Montevideo", country: "UY", timeZone: "America/Montevideo" } as const;
const BUENOS_AIRES = { city: "Buenos Aires", country: "AR", timeZone: "America/Argentina/Buenos_Aires" } as const;

/**
 * The demo bookings (issue 39): between the company log-in (Montevideo Audio Rental), a few demo
 * companies and the gold, silver and bronze log-ins, so that 'Reservas' shows something in every tab
 * for oro@ and empresa@: requests, a first and a second option on the same days with a running
 * challenge, an option awaiting the technician's confirmation, confirmed work ahead, done work with
 * reviews both ways published (oro@'s page shows the verified credits and a rating), a no-show, a
 * declined request and a cancellation.
 */
export function demoBookings(): DemoBooking[] {
  const empresa = DEMO_LOGINS.company;
  const sonidoSur = companyEmail("Sonido Sur Rental");
  const luzmax = companyEmail("LuzMax Iluminación");
  return [
    {
      key: "request-oro-festival",
      companyEmail: empresa,
      technicianEmail: DEMO_LOGINS.gold,
      source: "page",
      production: "Festival Ciudad Vieja",
      role: "foh",
      venue: "Plaza Matriz",
      ...MONTEVIDEO,
      startsIn: 24,
      days: 2,
      callTime: "14:00",
      dayRate: 9000,
      currency: "UYU",
      notes: "Dos escenarios; mezcla en una Midas PRO2.",
      status: "requested",
      expiresIn: 6,
      createdDaysAgo: 1,
      history: [{ side: "company", notice: "requested", daysAgo: 1 }],
    },
    {
      key: "request-oro-corporate",
      companyEmail: sonidoSur,
      technicianEmail: DEMO_LOGINS.gold,
      source: "search",
      production: "Convención Anual Banco Oriental",
      role: "systems",
      venue: "Centro de Convenciones de Punta del Este",
      city: "Punta del Este",
      country: "UY",
      timeZone: "America/Montevideo",
      startsIn: 38,
      days: 1,
      status: "requested",
      expiresIn: 9,
      createdDaysAgo: 0.2,
      history: [{ side: "company", notice: "requested", daysAgo: 0.2 }],
    },
    {
      key: "first-option-oro-congress",
      companyEmail: sonidoSur,
      technicianEmail: DEMO_LOGINS.gold,
      source: "search",
      production: "Congreso Regional de Cardiología",
      role: "foh",
      venue: "Radisson Victoria Plaza",
      ...MONTEVIDEO,
      startsIn: 15,
      days: 2,
      dayRate: 8000,
      currency: "UYU",
      status: "option",
      rank: 1,
      heldDaysAgo: 6,
      expiresIn: 5,
      challenge: { hoursLeft: 30, byKey: "second-option-oro-launch" },
      createdDaysAgo: 7,
      history: [
        { side: "company", notice: "requested", daysAgo: 7 },
        { side: "technician", notice: "accepted", daysAgo: 6, params: { rank: 1 } },
        { side: "company", notice: "challenged", daysAgo: 0.75, params: { hours: 48 } },
      ],
    },
    {
      key: "second-option-oro-launch",
      companyEmail: empresa,
      technicianEmail: DEMO_LOGINS.gold,
      source: "search",
      production: "Lanzamiento Auto Eléctrico",
      role: "foh",
      venue: "Antel Arena",
      ...MONTEVIDEO,
      startsIn: 16,
      days: 1,
      callTime: "09:00",
      dayRate: 10000,
      currency: "UYU",
      status: "option",
      rank: 2,
      heldDaysAgo: 3,
      expiresIn: 8,
      createdDaysAgo: 4,
      history: [
        { side: "company", notice: "requested", daysAgo: 4 },
        { side: "technician", notice: "accepted", daysAgo: 3, params: { rank: 2 } },
        { side: "company", notice: "challenged", daysAgo: 0.75, params: { hours: 48 } },
      ],
    },
    {
      key: "confirming-plata-theatre",
      companyEmail: empresa,
      technicianEmail: DEMO_LOGINS.silver,
      source: "page",
      production: "Temporada de Ópera: Tosca",
      role: "lighting_operation",
      venue: "Teatro Solís",
      ...MONTEVIDEO,
      startsIn: 12,
      days: 3,
      status: "confirming",
      rank: 1,
      heldDaysAgo: 5,
      expiresIn: 7,
      createdDaysAgo: 6,
      history: [
        { side: "company", notice: "requested", daysAgo: 6 },
        { side: "technician", notice: "accepted", daysAgo: 5, params: { rank: 1 } },
        { side: "company", notice: "confirmRequested", daysAgo: 0.5 },
      ],
    },
    {
      key: "confirmed-oro-gala",
      companyEmail: empresa,
      technicianEmail: DEMO_LOGINS.gold,
      source: "conversation",
      production: "Gala Benéfica del Hospital de Clínicas",
      role: "monitors",
      venue: "Auditorio Nacional del Sodre",
      ...MONTEVIDEO,
      startsIn: 30,
      days: 1,
      callTime: "15:00",
      dayRate: 9500,
      currency: "UYU",
      status: "confirmed",
      rank: 1,
      heldDaysAgo: 9,
      expiresIn: 4,
      createdDaysAgo: 10,
      history: [
        { side: "company", notice: "requested", daysAgo: 10 },
        { side: "technician", notice: "accepted", daysAgo: 9, params: { rank: 1 } },
        { side: "company", notice: "confirmRequested", daysAgo: 8 },
        { side: "technician", notice: "confirmed", daysAgo: 7.5 },
      ],
    },
    {
      key: "confirmed-bronce-streaming",
      companyEmail: luzmax,
      technicianEmail: DEMO_LOGINS.bronze,
      source: "offer",
      production: "Streaming Copa de Robótica",
      role: "streaming",
      venue: "Centro Cultural Kirchner",
      ...BUENOS_AIRES,
      startsIn: 20,
      days: 2,
      dayRate: 120000,
      currency: "ARS",
      asksFor: "confirmation",
      status: "confirmed",
      rank: 1,
      heldDaysAgo: 2,
      expiresIn: 10,
      createdDaysAgo: 3,
      history: [
        { side: "company", notice: "requested", daysAgo: 3 },
        { side: "technician", notice: "confirmed", daysAgo: 2 },
      ],
    },
    {
      key: "done-oro-cosquin",
      companyEmail: empresa,
      technicianEmail: DEMO_LOGINS.gold,
      source: "search",
      production: "Montevideo Rock",
      role: "foh",
      venue: "Parque Rodó",
      ...MONTEVIDEO,
      startsIn: -24,
      days: 2,
      dayRate: 9000,
      currency: "UYU",
      status: "completed",
      heldDaysAgo: 50,
      expiresIn: -40,
      createdDaysAgo: 52,
      history: [
        { side: "company", notice: "requested", daysAgo: 52 },
        { side: "technician", notice: "accepted", daysAgo: 50, params: { rank: 1 } },
        { side: "company", notice: "confirmRequested", daysAgo: 45 },
        { side: "technician", notice: "confirmed", daysAgo: 44 },
        { side: "company", notice: "completed", daysAgo: 21 },
        { side: "company", notice: "reviewReceived", daysAgo: 20 },
        { side: "technician", notice: "reviewReceived", daysAgo: 18 },
        { side: "system", notice: "reviewsPublished", daysAgo: 18 },
      ],
      reviews: [
        {
          authorSide: "company",
          scores: { punctuality: 5, technicalKnowledge: 5, teamwork: 4 },
          body: "Llegó antes que nadie, dejó el sistema afinado para la prueba de sonido y resolvió un problema de RF en plena banda. La volvemos a llamar.",
          writtenDaysAgo: 20,
          publishedDaysAgo: 18,
          reply: "¡Gracias! Da gusto trabajar con un equipo tan prolijo.",
        },
        {
          authorSide: "technician",
          scores: { paymentOnTime: 5, organisation: 4, treatment: 5 },
          body: "Pagaron en la semana, la hoja de ruta estaba clara y el trato fue excelente. Faltó un poco de tiempo para el armado.",
          writtenDaysAgo: 18,
          publishedDaysAgo: 18,
        },
      ],
    },
    {
      key: "done-oro-tour",
      companyEmail: sonidoSur,
      technicianEmail: DEMO_LOGINS.gold,
      source: "page",
      production: "Gira Costa de Oro",
      role: "foh",
      venue: null,
      city: "Atlántida",
      country: "UY",
      timeZone: "America/Montevideo",
      startsIn: -60,
      days: 3,
      status: "completed",
      heldDaysAgo: 80,
      expiresIn: -70,
      createdDaysAgo: 82,
      history: [
        { side: "company", notice: "requested", daysAgo: 82 },
        { side: "technician", notice: "accepted", daysAgo: 80, params: { rank: 1 } },
        { side: "company", notice: "confirmRequested", daysAgo: 75 },
        { side: "technician", notice: "confirmed", daysAgo: 75 },
        { side: "company", notice: "completed", daysAgo: 56 },
        { side: "company", notice: "reviewReceived", daysAgo: 55 },
        { side: "system", notice: "reviewsPublished", daysAgo: 43 },
      ],
      reviews: [
        {
          authorSide: "company",
          scores: { punctuality: 5, technicalKnowledge: 4, teamwork: 5 },
          body: "Tres fechas seguidas sin un solo problema. Muy buena con el equipo local.",
          writtenDaysAgo: 55,
          publishedDaysAgo: 43,
        },
      ],
    },
    {
      key: "done-plata-festival",
      companyEmail: luzmax,
      technicianEmail: DEMO_LOGINS.silver,
      source: "search",
      production: "Festival de Tango Buenos Aires",
      role: "lighting_design",
      venue: "Usina del Arte",
      ...BUENOS_AIRES,
      startsIn: -30,
      days: 2,
      status: "completed",
      heldDaysAgo: 55,
      expiresIn: -45,
      createdDaysAgo: 56,
      history: [
        { side: "company", notice: "requested", daysAgo: 56 },
        { side: "technician", notice: "accepted", daysAgo: 55, params: { rank: 1 } },
        { side: "company", notice: "confirmRequested", daysAgo: 50 },
        { side: "technician", notice: "confirmed", daysAgo: 50 },
        { side: "company", notice: "completed", daysAgo: 27 },
        { side: "technician", notice: "reviewReceived", daysAgo: 26 },
        { side: "company", notice: "reviewReceived", daysAgo: 25 },
        { side: "system", notice: "reviewsPublished", daysAgo: 25 },
      ],
      reviews: [
        {
          authorSide: "technician",
          scores: { paymentOnTime: 4, organisation: 5, treatment: 5 },
          body: "Una producción muy ordenada y un equipo muy cálido.",
          writtenDaysAgo: 26,
          publishedDaysAgo: 25,
        },
        {
          authorSide: "company",
          scores: { punctuality: 4, technicalKnowledge: 5, teamwork: 5 },
          body: "Un diseño precioso con el equipo que teníamos.",
          writtenDaysAgo: 25,
          publishedDaysAgo: 25,
        },
      ],
    },
    {
      key: "no-show-bronce",
      companyEmail: empresa,
      technicianEmail: DEMO_LOGINS.bronze,
      source: "search",
      production: "Fiesta de Fin de Año Cooperativa del Sur",
      role: "video_cameras",
      venue: "Club Atlético Peñarol",
      ...MONTEVIDEO,
      startsIn: -12,
      days: 1,
      status: "no_show",
      heldDaysAgo: 30,
      expiresIn: -25,
      createdDaysAgo: 31,
      history: [
        { side: "company", notice: "requested", daysAgo: 31 },
        { side: "technician", notice: "accepted", daysAgo: 30, params: { rank: 1 } },
        { side: "company", notice: "confirmRequested", daysAgo: 28 },
        { side: "technician", notice: "confirmed", daysAgo: 28 },
        { side: "company", notice: "noShow", daysAgo: 11 },
      ],
    },
    {
      key: "declined-plata",
      companyEmail: empresa,
      technicianEmail: DEMO_LOGINS.silver,
      source: "search",
      production: "Presentación de Libro en la Feria",
      role: "lighting_operation",
      venue: null,
      ...MONTEVIDEO,
      startsIn: 10,
      days: 1,
      status: "declined",
      declineReason: "Esa semana estoy de gira por el interior.",
      expiresIn: 3,
      createdDaysAgo: 4,
      history: [
        { side: "company", notice: "requested", daysAgo: 4 },
        { side: "technician", notice: "declined", daysAgo: 3.5 },
      ],
    },
    {
      key: "cancelled-oro",
      companyEmail: sonidoSur,
      technicianEmail: DEMO_LOGINS.gold,
      source: "search",
      production: "Casamiento en Carmelo",
      role: "systems",
      venue: "Bodega Narbona",
      city: "Carmelo",
      country: "UY",
      timeZone: "America/Montevideo",
      startsIn: 45,
      days: 1,
      status: "cancelled",
      cancelledBy: "company",
      cancelReason: "La pareja cambió la fecha del evento.",
      heldDaysAgo: 12,
      expiresIn: 2,
      createdDaysAgo: 14,
      history: [
        { side: "company", notice: "requested", daysAgo: 14 },
        { side: "technician", notice: "accepted", daysAgo: 12, params: { rank: 1 } },
        { side: "company", notice: "confirmRequested", daysAgo: 11 },
        { side: "technician", notice: "confirmed", daysAgo: 11 },
        { side: "company", notice: "cancelled", daysAgo: 2 },
      ],
    },
  ];
}
