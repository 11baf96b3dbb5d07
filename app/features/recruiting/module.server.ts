import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import { matchTalentSearches } from "./matching.server";

/**
 * The recruiting tools' background (issue 41): a changed profile, a newly verified account (a new
 * technician) or a changed calendar is matched against the saved talent searches.
 */
export const recruitingModule: FeatureModule = {
  name: "recruiting",
  consumers: [
    consumer("profile.changed", "recruiting.match-profile", (ctx, event) =>
      matchTalentSearches(ctx, { technicianId: event.payload.userId, kind: "new", sourceEventId: event.id }),
    ),
    consumer("availability.changed", "recruiting.match-availability", (ctx, event) =>
      matchTalentSearches(ctx, { technicianId: event.payload.userId, kind: "free", sourceEventId: event.id, from: event.payload.from, to: event.payload.to }),
    ),
    consumer("account.verified", "recruiting.match-verified", (ctx, event) =>
      matchTalentSearches(ctx, { technicianId: event.payload.userId, kind: "new", sourceEventId: event.id }),
    ),
  ],
};
