import { type CatalogText, catalogText } from "~/features/notifications/public";
import { DEMO_LOGINS } from "./demo-logins";
import { DEMO_DMX_GUIDE_SLUG } from "./demo-news";

/** A demo notification: a catalog text, as the hooks store it, or an admin's literal notice. */
type DemoNotification = (CatalogText | { title: string; message: string }) & {
  notificationType: string;
  relatedEntityType: string | null;
  /** What it links to when that is fixed in advance (the article the news notice announces). */
  relatedEntityId?: string;
  isRead: boolean;
  hoursAgo: number;
};

/** The same news item reaches every member, and opens the demo article it announces. */
const NEWS: DemoNotification = {
  ...catalogText("news.title", "news.message", { title: "Guía práctica: cableado DMX sin sorpresas en escenario" }),
  notificationType: "news",
  relatedEntityType: "news",
  relatedEntityId: DEMO_DMX_GUIDE_SLUG,
  isRead: true,
  hoursAgo: 24 * 3,
};

/** The welcome, as the account.verified hook words it for the member's kind of account. */
function welcome(kind: "welcome.member" | "welcome.company", hoursAgo: number): DemoNotification {
  return { ...catalogText("welcome.title", kind), notificationType: "welcome", relatedEntityType: "profile", isRead: true, hoursAgo };
}

const MEMBER: DemoNotification[] = [
  welcome("welcome.member", 24 * 9),
  NEWS,
  {
    ...catalogText("applicationStatus.title", "applicationStatus.reviewed", { jobTitle: "Técnico de sonido para gira" }),
    notificationType: "application_status",
    relatedEntityType: "job_application",
    isRead: false,
    hoursAgo: 20,
  },
  {
    ...catalogText("follow.title", "follow.message", { name: "Lucía Fernández" }),
    notificationType: "follow",
    relatedEntityType: null,
    isRead: false,
    hoursAgo: 2,
  },
];

const COMPANY: DemoNotification[] = [
  welcome("welcome.company", 24 * 12),
  {
    ...catalogText("applicationReceived.title", "applicationReceived.message", { applicantName: "Martín Gómez", jobTitle: "Técnico de sonido para gira" }),
    notificationType: "application",
    relatedEntityType: "job_application",
    isRead: false,
    hoursAgo: 5,
  },
  {
    ...catalogText("follow.title", "follow.message", { name: "Sofía Rojas" }),
    notificationType: "follow",
    relatedEntityType: null,
    isRead: false,
    hoursAgo: 1,
  },
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
