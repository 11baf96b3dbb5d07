import { siteParams } from "~/lib/i18n/site-params";
import type { CourseDetail } from "./course-views";

const EDUCATIONAL_LEVELS = { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced" } as const;

/**
 * The schema.org Course of a published course (for search engines' course listings and Google's
 * course info): RedAV as the provider, the language, level and hours, one online, self-paced
 * instance taught by its trainer, and its offer: free (RedAV takes no payments; membership levels
 * are granted by the team).
 */
export function courseSchema(course: CourseDetail, origin: string): Record<string, unknown> {
  const instance: Record<string, unknown> = { "@type": "CourseInstance", courseMode: "online", courseWorkload: `PT${course.durationHours}H` };
  if (course.trainerName) instance.instructor = { "@type": "Person", name: course.trainerName };
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.summary,
    url: `${origin}/university/${course.slug}`,
    inLanguage: course.language,
    educationalLevel: EDUCATIONAL_LEVELS[course.level],
    about: course.category,
    ...(course.cover ? { image: `${origin}${course.cover.large}` } : {}),
    timeRequired: `PT${course.durationHours}H`,
    provider: { "@type": "Organization", name: siteParams().siteName, sameAs: origin },
    hasCourseInstance: [instance],
    offers: [
      {
        "@type": "Offer",
        category: "Free",
        price: 0,
        priceCurrency: "USD",
        url: `${origin}/university/${course.slug}`,
      },
    ],
  };
}
