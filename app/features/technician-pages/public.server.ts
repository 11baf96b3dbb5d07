// The technicians' public pages feature (issue 38, decision 059): its server-only door.

export { addVerifiedCredit, type CompletedBooking } from "./credits.server";
export { type CrewMember, confirmedCrewOf } from "./crew.server";
export { technicianPagesModule } from "./module.server";
export { type ImportedTechnicianPage, importTechnicianPages } from "./page-import.server";
export { techniciansSitemap } from "./sitemap.server";
export { type PageBanner, type TechnicianPageAnswer, type TechnicianPageView, technicianPage } from "./technician-page.server";
