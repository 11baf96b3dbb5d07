// The company websites feature as other features may use it.
export { type GalleryImage, SITE_FONTS, type SiteData, type SiteProduct } from "./site-data";
export { SITE_IMAGE_RULES, type SiteImageSlot } from "./site-images";
export { defaultSiteLanguage, type SiteLanguage } from "./site-language";
export { whatsappNumber } from "./whatsapp";
