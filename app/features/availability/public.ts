// The availability feature's pure rules any module may use.
export { addDays, type Day, dayIn, earlierDay, isDay, laterDay, weekday } from "./days";
export { type SearchWindow, searchWindow } from "./search-window";
export { countryTimeZone, defaultTimeZone } from "./time-zones";
