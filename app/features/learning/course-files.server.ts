import { courseLessons, courses } from "~/db/schema/learning";
import type { StorageQuota } from "~/lib/storage/quota.server";
import { imageReferencesIn, keyReferencesIn } from "~/lib/storage/references.server";
import { type FileSlot, imageSlot } from "~/lib/storage/save-with-files.server";
import { chosenFile, preparePdf } from "~/lib/storage/uploads.server";
import { COVER_ASPECT, COVER_WIDTHS } from "./course-cover";

/** What one course may keep in files (its cover and its lessons' PDFs: twenty 5 MB PDFs). */
export const COURSE_QUOTA: StorageQuota = { bytes: 100 * 1024 * 1024, refusal: "COURSE_STORAGE_QUOTA_EXCEEDED" };
const FILE_NAME_MAX = 120;

/**
 * Where a course's files go: the course's own folder (random, made by the database; not its
 * trainer's, so they stay with the course when it changes hands), under the course's quota.
 */
export function courseFiles(course: { filesFolder: string }): { folder: string; quota: StorageQuota } {
  return { folder: course.filesFolder, quota: COURSE_QUOTA };
}

/** The course form's cover: the chosen image checked and cropped to 16:9 in memory, or the 'Quitar portada' tick. */
export function coverSlot(form: FormData, remove: boolean): Promise<FileSlot> {
  return imageSlot(form, { field: "cover", bucket: "course-covers", widths: COVER_WIDTHS, aspect: COVER_ASPECT, remove });
}

/** The lesson form's PDF: checked by its content in memory (another type reads 'El material de la lección debe ser un PDF'), with the name it is shown by. */
export async function lessonFileSlot(form: FormData, remove: boolean): Promise<{ slot: FileSlot; name: string | null }> {
  const file = chosenFile(form.get("material"));
  return {
    slot: { bucket: "course-files", field: "material", upload: file ? await preparePdf(file, "material", "LESSON_FILE_NOT_PDF") : null, remove },
    name: file ? shownFileName(file.name) : null,
  };
}

/** The name a lesson's PDF is listed by: the uploaded name without folders or control characters, at most 120 characters, ending in .pdf. */
export function shownFileName(uploaded: string): string {
  const base = [...(uploaded.split(/[\\/]/).pop() ?? "")]
    .filter((char) => char >= " " && char !== "\u007f")
    .join("")
    .trim()
    .replace(/\.pdf$/i, "");
  return `${[...(base || "material")].slice(0, FILE_NAME_MAX - 4).join("")}.pdf`;
}

/** The ASCII name a lesson's PDF is downloaded as (a header cannot carry accents as they are). */
export function downloadFileName(shown: string): string {
  const ascii = shown
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\.pdf$/i, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${ascii || "material"}.pdf`;
}

/** Covers in use: the daily orphan sweep keeps every width of a cover a course holds. */
export const courseCoverReferences = imageReferencesIn(courses, courses.coverPath);
/** Lesson PDFs in use: the sweep keeps every PDF a lesson holds. */
export const lessonFileReferences = keyReferencesIn(courseLessons, courseLessons.filePath);
