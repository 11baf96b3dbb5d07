// The membership feature as other features' server code may use it.
export { announceLevelDecision } from "./level-notice.server";
export { membershipModule } from "./module.server";
