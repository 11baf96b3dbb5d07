import { AV_CATEGORIES } from "~/lib/vocabulary/av-categories";
/** Spec §5 Technician list: the skill options of the search's filter. */
export const SKILL_OPTIONS = AV_CATEGORIES;
