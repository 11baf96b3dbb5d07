// The privacy centre as other features' server code and the shell may use it (the sign-in's offer to cancel a deletion; its own part of a member's personal data).
export { pendingDeletionOf } from "./deletion-state.server";
export { deletionTicketCookie } from "./deletion-ticket.server";
export { privacyModule } from "./module.server";
export { privacyPersonalData } from "./personal-data.server";
