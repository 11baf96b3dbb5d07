// The profiles feature as other features may use it.
export { type Interest, skillsFromInterests } from "./skills";
