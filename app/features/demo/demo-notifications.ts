import { DEMO_LOGINS } from "./demo-logins";

type DemoNotification = {
  title: string;
  message: string;
  notificationType: string;
  relatedEntityType: string | null;
  isRead: boolean;
  hoursAgo: number;
};

/** The same news item reaches every member. */
const NEWS: DemoNotification = {
  title: "Nueva noticia",
  message: "Guía práctica: cableado DMX sin sorpresas en escenario",
  notificationType: "news",
  relatedEntityType: "news",
  isRead: true,
  hoursAgo: 24 * 3,
};

/** The welcome, as the account.verified hook words it for the member's kind of account. */
function welcome(message: string, hoursAgo: number): DemoNotification {
  return { title: "¡Bienvenido a RedAV!", message, notificationType: "welcome", relatedEntityType: "profile", isRead: true, hoursAgo };
}

const MEMBER: DemoNotification[] = [
  welcome("Tu cuenta está verificada. Completa tu perfil para que empresas y colegas te encuentren.", 24 * 9),
  NEWS,
  {
    title: "Postulación: Técnico de sonido para gira",
    message: "Tu postulación ha sido revisada",
    notificationType: "application_status",
    relatedEntityType: "job_application",
    isRead: false,
    hoursAgo: 20,
  },
  { title: "Nuevo seguidor", message: "Lucía Fernández comenzó a seguirte", notificationType: "follow", relatedEntityType: null, isRead: false, hoursAgo: 2 },
];

const COMPANY: DemoNotification[] = [
  welcome("Tu cuenta está verificada. Completa el perfil de tu empresa para que los técnicos te encuentren.", 24 * 12),
  {
    title: "Nueva postulación",
    message: "Martín Gómez se postuló a «Técnico de sonido para gira»",
    notificationType: "application",
    relatedEntityType: "job_application",
    isRead: false,
    hoursAgo: 5,
  },
  { title: "Nuevo seguidor", message: "Sofía Rojas comenzó a seguirte", notificationType: "follow", relatedEntityType: null, isRead: false, hoursAgo: 1 },
];

const ADMIN: DemoNotification[] = [
  NEWS,
  {
    title: "Recordatorio del equipo",
    message: "Revisa las cuentas nuevas de la semana desde la administración.",
    notificationType: "system",
    relatedEntityType: null,
    isRead: false,
    hoursAgo: 3,
  },
];

/** A few read and unread notifications of several types for each demo login, so the bell and the list are not empty on a first run. */
export function demoNotifications(): { email: string; items: DemoNotification[] }[] {
  return [
    { email: DEMO_LOGINS.admin, items: ADMIN },
    { email: DEMO_LOGINS.gold, items: MEMBER },
    { email: DEMO_LOGINS.silver, items: MEMBER },
    { email: DEMO_LOGINS.bronze, items: MEMBER },
    { email: DEMO_LOGINS.company, items: COMPANY },
  ];
}
