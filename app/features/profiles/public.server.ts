// The profiles feature as other features' server code may use it.

export { companyLogoReferences, profileCvReferences, profilePhotoReferences } from "./file-references.server";
export { profilesModule } from "./module.server";
export { searchPeople } from "./people-search.server";
export { type ImportedProfileFiles, importCompanyLogos, importProfileFiles } from "./picture-import.server";
export { companiesWithPublishedSite } from "./published-sites.server";
export { searchTechnicians, technicianFilters } from "./technician-search.server";
