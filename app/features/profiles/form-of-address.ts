/** How a member may ask to be addressed (decision 044); not saying is allowed and reads as neutral wording. */
export const FORMS_OF_ADDRESS = ["feminine", "masculine", "neutral"] as const;
export type FormOfAddress = (typeof FORMS_OF_ADDRESS)[number];

/**
 * The translator context of a text about a person (`t(key, { context })` reads `key_feminine` or
 * `key_masculine`): their stated form, or none, which reads the key itself, the neutral wording,
 * when they chose neutral, said nothing or the stored value is unknown.
 */
export function addressContext(form: string | null | undefined): "feminine" | "masculine" | undefined {
  return form === "feminine" || form === "masculine" ? form : undefined;
}
