/** The recruiting feature's door for the browser and other features (decision 016). */
export { AddToTalentList } from "./components/add-to-list";
export type { TalentCardExtras } from "./components/recruiting-texts";
export { SaveTalentSearchForm } from "./components/save-search-form";
export { TalentNotePanel } from "./components/talent-note-panel";
export { RECRUITING_LIMITS } from "./limits";
export type { ListsForTechnician, TalentListEntry, TalentListPage, TalentListSummary } from "./list-types";
export { recruitingPolicy } from "./policy";
