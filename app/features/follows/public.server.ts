// The follows feature as the shell may use it: its background (events, reactions, mails), collected at start-up (decision 052).
export { followsModule } from "./module.server";
