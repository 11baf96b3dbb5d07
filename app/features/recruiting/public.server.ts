/** The recruiting feature's server door (decision 016). */
export {
  addToTalentList,
  createTalentList,
  deleteTalentList,
  listsForTechnician,
  moveInTalentList,
  myTalentLists,
  removeFromTalentList,
  renameTalentList,
  setTalentListNote,
  talentListPage,
  writeToTalentList,
} from "./lists.server";
export { recruitingModule } from "./module.server";
export { saveTalentNote, talentCardExtras, talentNoteFor, talentNotesFor } from "./notes.server";
export { recruitingPersonalData } from "./personal-data.server";
export {
  deleteTalentSearch,
  myTalentSearches,
  saveTalentSearch,
  setTalentSearchAlerts,
  type TalentSearchMatchesPage,
  type TalentSearchSummary,
  talentSearchMatches,
  unsubscribeTalentSearch,
} from "./searches.server";
