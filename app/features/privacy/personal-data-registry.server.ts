import { type ErasureStep, type ExportSection, type HeldAboutSection, type PersonalDataPart, personalDataParts } from "~/lib/personal-data.server";
import { ERASURE_STEPS, EXPORT_CONTENTS } from "./personal-data-contents";

/**
 * Exactly one registered thing per name, in the order of `names`; throws when one is missing, supplied
 * twice, or not placed in `names` at all (the registry and the privacy centre's order disagree).
 */
function inOrder<T extends { name: string }>(names: readonly string[], supplied: T[], what: string): T[] {
  const unplaced = supplied.filter((item) => !names.includes(item.name));
  if (unplaced.length > 0) throw new Error(`${what} not placed in the privacy centre's order: ${unplaced.map((item) => item.name).join(", ")}`);
  return names.map((name) => {
    const found = supplied.filter((item) => item.name === name);
    if (found.length !== 1) throw new Error(`${what} ${name}: ${found.length} registered, expected 1`);
    return found[0];
  });
}

/** The export's sections in the order of EXPORT_CONTENTS, each supplied by exactly one feature. */
export function exportSectionsInOrder(): ExportSection[] {
  return inOrder(
    EXPORT_CONTENTS,
    personalDataParts().flatMap((part) => part.exportSections ?? []),
    "Export section",
  );
}

/** What other accounts keep about a member (an access request's answer gives it), in registration order; a name supplied twice throws. */
export function heldAboutMemberSections(): HeldAboutSection[] {
  const sections = personalDataParts().flatMap((part) => part.heldAboutMember ?? []);
  const names = sections.map((section) => section.name);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length > 0) throw new Error(`What others keep about a member: ${twice.join(", ")} registered twice`);
  return sections;
}

/** The erasure's steps in the order of ERASURE_STEPS, each supplied by exactly one feature. */
export function erasureStepsInOrder(): ErasureStep[] {
  return inOrder(
    ERASURE_STEPS,
    personalDataParts().flatMap((part) => part.erasure ?? []),
    "Erasure step",
  );
}

type SingleSlot = "exportNotifications" | "exportCredentials" | "exportCalendar" | "identity";

/** The one feature's contribution to a slot only one feature fills; throws when none or several did. */
export function suppliedBy<K extends SingleSlot>(slot: K): NonNullable<PersonalDataPart[K]> {
  const found = personalDataParts().flatMap((part) => (part[slot] ? [part[slot]] : []));
  if (found.length !== 1) throw new Error(`Personal data ${slot}: ${found.length} registered, expected 1`);
  return found[0] as NonNullable<PersonalDataPart[K]>;
}

/** Every registered contribution to a slot several features may fill, in registration order. */
export function suppliedByAll<K extends "exportFiles" | "memberNames" | "deletionPause">(slot: K): NonNullable<PersonalDataPart[K]>[] {
  return personalDataParts().flatMap((part) => (part[slot] ? [part[slot] as NonNullable<PersonalDataPart[K]>] : []));
}
