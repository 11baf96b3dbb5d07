// The company websites feature as other features' server code may use it.
export { companySitesModule } from "./module.server";
export { siteImageReferences } from "./site-files.server";
export { type ImportedSite, importSite } from "./site-import.server";
export { publicSite, publishedSites } from "./site-page.server";
export { sitesSitemap } from "./sitemap.server";
