/** What other features may use of accounts: the registration catalog (company categories, countries). */
export { COMPANY_CATEGORIES, COUNTRIES, type CompanyCategory } from "./catalog";
