// The follows feature as other features may use it.
export { followerIdPages } from "./follows.server";
