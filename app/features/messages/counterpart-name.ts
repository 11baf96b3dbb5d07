/** The profile columns a message's other party is named from (all null when the account has no profile). */
export type NameColumns = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  companyName: string | null;
  company: boolean;
};

/**
 * Spec §5 names: a company by its name, else 'Empresa'; a person by first and last name, else the
 * e-mail, else 'Usuario'; an account without any profile is 'Usuario desconocido'.
 */
export function counterpartName(row: NameColumns): string {
  if (row.company) return row.companyName || "Empresa";
  if (row.firstName === null && row.lastName === null && row.email === null) return "Usuario desconocido";
  return [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email || "Usuario";
}
