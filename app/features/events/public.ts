// The events feature's rules any module may use (the demo seed places its events on local times).
export type { EventType } from "./event-options";
export { utcToZoned, zonedToUtc } from "./zoned-time";
