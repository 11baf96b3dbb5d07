// The moderation feature as other features' server code may use it (decision 016).
export { type BlockStatus, blockStatus, isBlockedBetween } from "./blocks.server";
export type { DbSource } from "./db-source";
export { moderationModule } from "./module.server";
export { accountStanding, isHidden, isSuspended, notHidden, visibleTo } from "./suspensions.server";
