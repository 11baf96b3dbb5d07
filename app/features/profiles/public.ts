// The profiles feature as other features may use it.
export { AVATAR_SIZES, avatarUrl, logoUrl } from "./avatar";
export type { CardProfile } from "./card-profile";
export { ProfileCard } from "./components/profile-card";
export { addressContext, FORMS_OF_ADDRESS, type FormOfAddress } from "./form-of-address";
export { type Interest, skillsFromInterests } from "./skills";
export { type TechnicianRow, technicianCard } from "./technician-card";
export { type PageLinkPerson, type PageLinkViewer, technicianPageLink } from "./technician-page-link";
