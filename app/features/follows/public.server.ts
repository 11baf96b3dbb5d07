// The follows feature as the shell may use it: its background (events, reactions, mails), collected at start-up (decision 052), and bulk import (the demo seed).
export { type ImportedFollow, importFollows } from "./follow-import.server";
export { followsModule } from "./module.server";
