// The technicians' public pages feature (issue 38, decision 059): its server-only door.
export { technicianPagesModule } from "./module.server";
