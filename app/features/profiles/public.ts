// The profiles feature as other features may use it.
export { AVATAR_SIZES, avatarUrl, logoUrl } from "./avatar";
export { EXPERIENCE_LEVELS } from "./experience";
export { type Interest, skillsFromInterests } from "./skills";
