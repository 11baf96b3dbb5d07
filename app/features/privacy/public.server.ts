// The privacy centre as other features' server code may use it (the sign-in's offer to cancel a deletion).
export { pendingDeletionOf } from "./deletion-state.server";
export { deletionTicketCookie } from "./deletion-ticket.server";
export { privacyModule } from "./module.server";
