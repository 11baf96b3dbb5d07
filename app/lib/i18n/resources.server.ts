import enAppeal from "~/locales/en/appeal.json";
import enAssessmentEditor from "~/locales/en/assessmentEditor.json";
import enAssessments from "~/locales/en/assessments.json";
import enAvailability from "~/locales/en/availability.json";
import enBookings from "~/locales/en/bookings.json";
import enCatalog from "~/locales/en/catalog.json";
import enCommon from "~/locales/en/common.json";
import enCourseReviews from "~/locales/en/courseReviews.json";
import enCredentials from "~/locales/en/credentials.json";
import enErrors from "~/locales/en/errors.json";
import enEvents from "~/locales/en/events.json";
import enJobs from "~/locales/en/jobs.json";
import enLearning from "~/locales/en/learning.json";
import enLegal from "~/locales/en/legal.json";
import enLibrary from "~/locales/en/library.json";
import enMail from "~/locales/en/mail.json";
import enMembers from "~/locales/en/members.json";
import enNetwork from "~/locales/en/network.json";
import enNews from "~/locales/en/news.json";
import enPages from "~/locales/en/pages.json";
import enPortfolio from "~/locales/en/portfolio.json";
import enPortfolioEditor from "~/locales/en/portfolioEditor.json";
import enPrivacy from "~/locales/en/privacy.json";
import enRecruiting from "~/locales/en/recruiting.json";
import enReviews from "~/locales/en/reviews.json";
import enSites from "~/locales/en/sites.json";
import enTranscript from "~/locales/en/transcript.json";
import enUnsubscribe from "~/locales/en/unsubscribe.json";
import enZones from "~/locales/en/zones.json";
import esAppeal from "~/locales/es/appeal.json";
import esAssessmentEditor from "~/locales/es/assessmentEditor.json";
import esAssessments from "~/locales/es/assessments.json";
import esAvailability from "~/locales/es/availability.json";
import esBookings from "~/locales/es/bookings.json";
import esCatalog from "~/locales/es/catalog.json";
import esCommon from "~/locales/es/common.json";
import esCourseReviews from "~/locales/es/courseReviews.json";
import esCredentials from "~/locales/es/credentials.json";
import esErrors from "~/locales/es/errors.json";
import esEvents from "~/locales/es/events.json";
import esJobs from "~/locales/es/jobs.json";
import esLearning from "~/locales/es/learning.json";
import esLegal from "~/locales/es/legal.json";
import esLibrary from "~/locales/es/library.json";
import esMail from "~/locales/es/mail.json";
import esMembers from "~/locales/es/members.json";
import esNetwork from "~/locales/es/network.json";
import esNews from "~/locales/es/news.json";
import esPages from "~/locales/es/pages.json";
import esPortfolio from "~/locales/es/portfolio.json";
import esPortfolioEditor from "~/locales/es/portfolioEditor.json";
import esPrivacy from "~/locales/es/privacy.json";
import esRecruiting from "~/locales/es/recruiting.json";
import esReviews from "~/locales/es/reviews.json";
import esSites from "~/locales/es/sites.json";
import esTranscript from "~/locales/es/transcript.json";
import esUnsubscribe from "~/locales/es/unsubscribe.json";
import esZones from "~/locales/es/zones.json";
import ptAppeal from "~/locales/pt/appeal.json";
import ptAssessmentEditor from "~/locales/pt/assessmentEditor.json";
import ptAssessments from "~/locales/pt/assessments.json";
import ptAvailability from "~/locales/pt/availability.json";
import ptBookings from "~/locales/pt/bookings.json";
import ptCatalog from "~/locales/pt/catalog.json";
import ptCommon from "~/locales/pt/common.json";
import ptCourseReviews from "~/locales/pt/courseReviews.json";
import ptCredentials from "~/locales/pt/credentials.json";
import ptErrors from "~/locales/pt/errors.json";
import ptEvents from "~/locales/pt/events.json";
import ptJobs from "~/locales/pt/jobs.json";
import ptLearning from "~/locales/pt/learning.json";
import ptLegal from "~/locales/pt/legal.json";
import ptLibrary from "~/locales/pt/library.json";
import ptMail from "~/locales/pt/mail.json";
import ptMembers from "~/locales/pt/members.json";
import ptNetwork from "~/locales/pt/network.json";
import ptNews from "~/locales/pt/news.json";
import ptPages from "~/locales/pt/pages.json";
import ptPortfolio from "~/locales/pt/portfolio.json";
import ptPortfolioEditor from "~/locales/pt/portfolioEditor.json";
import ptPrivacy from "~/locales/pt/privacy.json";
import ptRecruiting from "~/locales/pt/recruiting.json";
import ptReviews from "~/locales/pt/reviews.json";
import ptSites from "~/locales/pt/sites.json";
import ptTranscript from "~/locales/pt/transcript.json";
import ptUnsubscribe from "~/locales/pt/unsubscribe.json";
import ptZones from "~/locales/pt/zones.json";
import type { LocaleBundles } from "./i18n";
import { i18nFor, registerTranslations } from "./instances";
import type { Locale } from "./locales";
import { readSiteParamsFrom } from "./site-params";
import { serverSiteParams } from "./site-params.server";

/** Every translation, for server rendering, mail and tests. */
export const resources: Record<Locale, LocaleBundles> = {
  es: {
    common: esCommon,
    pages: esPages,
    legal: esLegal,
    members: esMembers,
    network: esNetwork,
    jobs: esJobs,
    learning: esLearning,
    news: esNews,
    events: esEvents,
    library: esLibrary,
    sites: esSites,
    unsubscribe: esUnsubscribe,
    appeal: esAppeal,
    privacy: esPrivacy,
    availability: esAvailability,
    portfolio: esPortfolio,
    portfolioEditor: esPortfolioEditor,
    bookings: esBookings,
    reviews: esReviews,
    assessments: esAssessments,
    assessmentEditor: esAssessmentEditor,
    credentials: esCredentials,
    transcript: esTranscript,
    recruiting: esRecruiting,
    courseReviews: esCourseReviews,
    zones: esZones,
    errors: esErrors,
    catalog: esCatalog,
    mail: esMail,
  },
  en: {
    common: enCommon,
    pages: enPages,
    legal: enLegal,
    members: enMembers,
    network: enNetwork,
    jobs: enJobs,
    learning: enLearning,
    news: enNews,
    events: enEvents,
    library: enLibrary,
    sites: enSites,
    unsubscribe: enUnsubscribe,
    appeal: enAppeal,
    privacy: enPrivacy,
    availability: enAvailability,
    portfolio: enPortfolio,
    portfolioEditor: enPortfolioEditor,
    bookings: enBookings,
    reviews: enReviews,
    assessments: enAssessments,
    assessmentEditor: enAssessmentEditor,
    credentials: enCredentials,
    transcript: enTranscript,
    recruiting: enRecruiting,
    courseReviews: enCourseReviews,
    zones: enZones,
    errors: enErrors,
    catalog: enCatalog,
    mail: enMail,
  },
  pt: {
    common: ptCommon,
    pages: ptPages,
    legal: ptLegal,
    members: ptMembers,
    network: ptNetwork,
    jobs: ptJobs,
    learning: ptLearning,
    news: ptNews,
    events: ptEvents,
    library: ptLibrary,
    sites: ptSites,
    unsubscribe: ptUnsubscribe,
    appeal: ptAppeal,
    privacy: ptPrivacy,
    availability: ptAvailability,
    portfolio: ptPortfolio,
    portfolioEditor: ptPortfolioEditor,
    bookings: ptBookings,
    reviews: ptReviews,
    assessments: ptAssessments,
    assessmentEditor: ptAssessmentEditor,
    credentials: ptCredentials,
    transcript: ptTranscript,
    recruiting: ptRecruiting,
    courseReviews: ptCourseReviews,
    zones: ptZones,
    errors: ptErrors,
    catalog: ptCatalog,
    mail: ptMail,
  },
};

// The server's texts name the instance as its environment says.
readSiteParamsFrom(serverSiteParams);
for (const [locale, bundles] of Object.entries(resources)) registerTranslations(locale as Locale, bundles);

/** The server's translator for a locale (all locales are registered when this module loads). */
export function serverI18n(locale: Locale) {
  return i18nFor(locale);
}
