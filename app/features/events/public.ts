// The events feature's rules any module may use (the demo seed places its events on local times).
export { TimeZoneField } from "./components/time-zone-field";
export { EVENT_TIME_ZONES, type EventTimeZone, type EventType } from "./event-options";
export { utcToZoned, zonedToUtc } from "./zoned-time";
