import type { MembershipLevel } from "~/lib/actor";
import type { CoverImage } from "./course-cover";
import type { CourseLanguage, CourseLevel, EnrollState } from "./course-options";

/** A course as a catalogue card shows it. */
export type CourseCard = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: string;
  level: CourseLevel;
  language: CourseLanguage;
  durationHours: number;
  minLevel: MembershipLevel;
  trainerName: string | null;
  lessonCount: number;
  /** The cover image (16:9), or null: the card then shows the category's colour band. */
  cover: CoverImage | null;
};

/** A page of the catalogue. */
export type CataloguePage = { courses: CourseCard[]; count: number; page: number; pages: number };

/** One line of a course's outline; `done` only for the enrolled member looking. */
export type OutlineLesson = { id: number; position: number; title: string; durationMinutes: number; done: boolean };

/** A course's page: the card's facts, the description, the outline, and where the viewer stands. */
export type CourseDetail = CourseCard & {
  description: string;
  status: "draft" | "published";
  publishedAt: string | null;
  trainerId: string | null;
  outline: OutlineLesson[];
  enrollState: EnrollState;
  /** The course's trainer or an admin: may open its lessons as a preview, and edit it. */
  mayPreview: boolean;
  mayEdit: boolean;
  /** The lesson 'Continuar' opens for an enrolled member: the last one opened, else the first not done. */
  resumeLessonId: number | null;
};

/** A course in 'Mis cursos'. */
export type MyCourse = {
  slug: string;
  title: string;
  category: string;
  /** False while an admin has taken the course back to draft: progress is kept, lessons do not open. */
  available: boolean;
  cover: CoverImage | null;
  lessonsDone: number;
  lessonCount: number;
  resumeLessonId: number | null;
  enrolledAt: string;
  completedAt: string | null;
  /** The course's certificate, unless it was revoked. */
  certificateId: string | null;
  /** The course's revoked certificate (when it has no valid one): still listed, with when and why. */
  revokedCertificate: { id: string; revokedAt: string; reason: string } | null;
};

/** What the lesson player shows. */
export type LessonView = {
  course: { id: number; slug: string; title: string };
  lesson: {
    id: number;
    position: number;
    title: string;
    body: string;
    videoEmbed: string | null;
    durationMinutes: number;
    done: boolean;
    /** The lesson's downloadable PDF (its name), or null. */
    material: string | null;
  };
  previousId: number | null;
  nextId: number | null;
  outline: OutlineLesson[];
  lessonsDone: number;
  completedAt: string | null;
  /** Opened by the course's trainer or an admin without enrolling: nothing is recorded. */
  preview: boolean;
};
