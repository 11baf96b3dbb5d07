// The profiles feature as other features' server code may use it.
export { searchPeople } from "./people-search.server";
