import type { ListsForTechnician } from "../list-types";

/** A translation function bound to the recruiting namespace (the page's, or the server's in the viewer's language). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The private note panel's texts. */
export type TalentNoteTexts = ReturnType<typeof talentNoteTexts>;

/** The private note panel's texts, from a translation function bound to "recruiting". */
export function talentNoteTexts(t: Translate) {
  return {
    title: t("notes.title"),
    privateHint: t("notes.privateHint"),
    label: t("notes.label"),
    hint: t("notes.hint", { max: 2000 }),
    empty: t("notes.empty"),
    add: t("notes.add"),
    edit: t("notes.edit"),
    save: t("notes.save"),
    remove: t("notes.remove"),
  };
}

/** 'Agregar a una lista''s texts. */
export type AddToListTexts = ReturnType<typeof addToListTexts>;

/** 'Agregar a una lista''s texts, from a translation function bound to "recruiting". */
export function addToListTexts(t: Translate) {
  return {
    open: t("addToList.open"),
    legend: t("addToList.legend"),
    already: t("addToList.already"),
    newList: t("addToList.newList"),
    newListName: t("addToList.newListName"),
    noLists: t("addToList.noLists"),
    limit: t("addToList.limit"),
    submit: t("addToList.submit"),
  };
}

/** What a company's card or page shows beside a technician: its private note and its lists, with their texts in the viewer's language. */
export type TalentCardExtras = {
  notes: Record<string, string>;
  lists: Record<string, ListsForTechnician>;
  texts: { note: TalentNoteTexts; addToList: AddToListTexts };
};
