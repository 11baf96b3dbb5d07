import type { TFunction } from "~/lib/i18n/translator";

/** The roles a technician held on a show (issue 38 show credits), as codes; labels live in catalog:crewRoles in each language. */
export const CREW_ROLES = [
  "foh",
  "monitors",
  "systems",
  "rf",
  "backline",
  "lighting_design",
  "lighting_operation",
  "video_director",
  "video_cameras",
  "video_led",
  "vj",
  "rigging",
  "stage_manager",
  "production_manager",
  "streaming",
  "recording",
  "installation",
  "other",
] as const;
export type CrewRole = (typeof CREW_ROLES)[number];

/** True for a known crew role code. */
export function isCrewRole(code: string): code is CrewRole {
  return (CREW_ROLES as readonly string[]).includes(code);
}

/** The label of a crew role code in the translator's language; an unknown code shows as itself. */
export function crewRoleLabel(t: TFunction, code: string): string {
  return isCrewRole(code) ? t(`catalog:crewRoles.${code}`) : code;
}

/** The crew roles as a form's options, in the list's order, labelled in the translator's language. */
export function crewRoleOptions(t: TFunction): { value: CrewRole; label: string }[] {
  return CREW_ROLES.map((code) => ({ value: code, label: crewRoleLabel(t, code) }));
}
